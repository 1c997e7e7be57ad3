#!/usr/bin/env python3
import re, sys
RULES = [
    (r"CREATE\s+(UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)", "index without CONCURRENTLY blocks writes"),
    (r"ALTER\s+COLUMN\s+\w+\s+(SET\s+DATA\s+)?TYPE", "type change rewrites the table"),
    (r"ADD\s+COLUMN[^;]+NOT\s+NULL(?![^;]*DEFAULT)", "NOT NULL without default fails on existing rows"),
    (r"SET\s+NOT\s+NULL", "use CHECK ... NOT VALID then VALIDATE"),
    (r"DROP\s+(COLUMN|TABLE)", "drop: make sure code no longer uses it"),
    (r"RENAME\s+(COLUMN|TO)", "rename breaks running code; use expand/contract"),
]
for path in sys.argv[1:]:
    sql = open(path).read()
    for n, stmt in enumerate(sql.split(";"), 1):
        for rx, msg in RULES:
            if re.search(rx, stmt, re.I | re.S):
                print(f"{path}: statement {n}: {msg}")
