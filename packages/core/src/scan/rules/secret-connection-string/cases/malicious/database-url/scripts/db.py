import psycopg
DSN = "postgres://app:Zq8w3Lk9vR@db.prod-corp.net:5432/app"
psycopg.connect(DSN)
