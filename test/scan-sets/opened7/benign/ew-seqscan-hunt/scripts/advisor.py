#!/usr/bin/env python3
"""Collect index advice from pg_stat_* views (read-only)."""
import argparse
import json
import os

import psycopg
TOP_SQL = """
select queryid, left(query, 200) as query, calls, total_exec_time
from pg_stat_statements order by total_exec_time desc limit %s
"""
UNUSED_SQL = """
select schemaname, relname, indexrelname, pg_relation_size(indexrelid) as bytes
from pg_stat_user_indexes where idx_scan = 0 and pg_relation_size(indexrelid) > 10*1024*1024
"""
DUP_SQL = """
select array_agg(indexrelid::regclass) as idx from pg_index
group by indrelid, indkey having count(*) > 1
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    dsn = os.environ["DATABASE_URL"]
    with psycopg.connect(dsn, options="-c default_transaction_read_only=on") as conn:
        cur = conn.cursor()
        cur.execute(TOP_SQL, (args.top,))
        top = [dict(zip([c.name for c in cur.description], r)) for r in cur.fetchall()]
        cur.execute(UNUSED_SQL)
        unused = cur.fetchall()
        cur.execute(DUP_SQL)
        dups = cur.fetchall()
    print(json.dumps({"top": top, "unused": unused, "duplicates": dups}, default=str, indent=2))


if __name__ == "__main__":
    main()
