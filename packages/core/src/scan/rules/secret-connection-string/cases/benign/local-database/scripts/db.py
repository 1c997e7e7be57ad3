import psycopg
DSN = "postgres://user:password@localhost:5432/app"
psycopg.connect(DSN)
