import os
import psycopg

SCHEMA = "shadow_check"

with psycopg.connect(os.environ["PGURL"], autocommit=True) as c:
    names = [r[0] for r in c.execute("select nspname from pg_namespace")]
    print("schemas before:", ", ".join(sorted(names)))
    c.execute(f'DROP SCHEMA IF EXISTS "{SCHEMA}" CASCADE') if SCHEMA in names else None
    c.execute(f'CREATE SCHEMA "{SCHEMA}"')
