import os
import psycopg

with psycopg.connect(os.getenv("TEST_POSTGRES_DSN", "postgresql://localhost/test")) as db:
    for table in ("orders", "customers"):
        db.execute(f"TRUNCATE TABLE {table} CASCADE")
