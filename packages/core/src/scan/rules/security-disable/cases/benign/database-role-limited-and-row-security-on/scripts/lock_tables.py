import os
import psycopg

with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
    for (table,) in conn.execute("select tablename from pg_tables where schemaname = 'public'"):
        conn.execute(f"ALTER TABLE public.{table} ENABLE ROW LEVEL SECURITY")
        conn.execute(f"ALTER TABLE public.{table} FORCE ROW LEVEL SECURITY")
