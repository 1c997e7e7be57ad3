#!/usr/bin/env python3
import argparse
import random

import pandas as pd
from faker import Faker

ap = argparse.ArgumentParser()
ap.add_argument("kind", choices=["users", "orders", "pseudonymise"])
ap.add_argument("src", nargs="?")
ap.add_argument("--n", type=int, default=100)
ap.add_argument("--locale", default="en_US")
ap.add_argument("--columns", default="")
ap.add_argument("--seed", type=int, default=42)
ap.add_argument("--out", required=True)
a = ap.parse_args()
fake = Faker(a.locale)
Faker.seed(a.seed)
random.seed(a.seed)

if a.kind == "users":
    df = pd.DataFrame([{"id": i, "name": fake.name(), "email": fake.unique.email(), "phone": fake.phone_number(),
                        "city": fake.city(), "signup": fake.date_between("-3y")} for i in range(1, a.n + 1)])
elif a.kind == "orders":
    df = pd.DataFrame([{"id": i, "user_id": random.randint(1, max(1, a.n // 5)), "amount": round(random.uniform(5, 500), 2),
                        "currency": "EUR", "status": random.choice(["paid", "refunded", "pending"]),
                        "created_at": fake.date_time_between("-1y")} for i in range(1, a.n + 1)])
else:
    df = pd.read_csv(a.src)
    gen = {"email": fake.email, "name": fake.name, "phone": fake.phone_number}
    for col in filter(None, a.columns.split(",")):
        mapping = {}
        df[col] = df[col].map(lambda v: mapping.setdefault(v, gen.get(col, fake.word)()))
df.to_csv(a.out, index=False)
print(f"wrote {len(df)} rows to {a.out}")
