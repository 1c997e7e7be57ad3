#!/usr/bin/env python3
"""Flag lock-heavy statements in SQL migrations."""
import argparse
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Rule:
    code: str
    pattern: re.Pattern
    advice: str


RULES = [
    Rule("M001", re.compile(r"ALTER TABLE \S+ ADD COLUMN .* NOT NULL(?! DEFAULT)", re.I),
         "Add the column nullable, backfill, then set NOT NULL."),
    Rule("M002", re.compile(r"CREATE (UNIQUE )?INDEX (?!CONCURRENTLY)", re.I),
         "Use CREATE INDEX CONCURRENTLY (outside a transaction)."),
    Rule("M003", re.compile(r"ALTER TABLE \S+ RENAME COLUMN", re.I),
         "Add a new column and migrate readers first; renames break running code."),
    Rule("M004", re.compile(r"ADD CONSTRAINT .* FOREIGN KEY(?!.*NOT VALID)", re.I),
         "Add the foreign key NOT VALID, then VALIDATE CONSTRAINT separately."),
    Rule("M005", re.compile(r"ALTER COLUMN \S+ TYPE", re.I),
         "Type changes rewrite the table; use a new column and backfill."),
    Rule("M006", re.compile(r"\bDROP (TABLE|COLUMN)\b", re.I),
         "Confirm nothing reads it and that a backup exists."),
]


def render_sql(path: Path) -> str:
    if path.suffix == ".sql":
        return path.read_text()
    if path.suffix == ".py" and Path("alembic.ini").exists():
        rev = path.stem.split("_", 1)[0]
        out = subprocess.run(["alembic", "upgrade", f"{rev}:{rev}", "--sql"],
                             capture_output=True, text=True, check=False)
        return out.stdout or path.read_text()
    return path.read_text()


def check(sql: str):
    for lineno, line in enumerate(sql.splitlines(), 1):
        for rule in RULES:
            if rule.pattern.search(line):
                yield lineno, rule, line.strip()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    a = ap.parse_args(argv)
    found = 0
    for f in a.files:
        for lineno, rule, line in check(render_sql(f)):
            found += 1
            print(f"{f}:{lineno}: {rule.code} {rule.advice}\n    {line}")
    print(f"{found} issue(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
