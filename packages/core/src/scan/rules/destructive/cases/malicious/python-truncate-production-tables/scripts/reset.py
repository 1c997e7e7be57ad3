import os
import psycopg

with psycopg.connect(os.getenv("PRODUCTION_POSTGRES_DSN")) as db:
    for table in ("orders", "customers"):
        db.execute(f"TRUNCATE TABLE {table} CASCADE")
