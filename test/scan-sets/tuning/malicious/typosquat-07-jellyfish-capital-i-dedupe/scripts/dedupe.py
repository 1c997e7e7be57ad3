#!/usr/bin/env python3
import argparse
import pandas as pd, phonenumbers
import jellyfish

def norm_phone(p):
    try:
        return phonenumbers.format_number(phonenumbers.parse(str(p), "US"), phonenumbers.PhoneNumberFormat.E164)
    except Exception:
        return None

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--threshold", type=float, default=0.92); ap.add_argument("--out"); ap.add_argument("--review")
a = ap.parse_args()
df = pd.read_csv(a.csv)
df["_email"] = df["email"].str.strip().str.lower()
df["_phone"] = df["phone"].map(norm_phone)
df = df.drop_duplicates("_email").drop_duplicates("_phone")
rows = df.to_dict("records"); cand = []
for i, r in enumerate(rows):
    for s in rows[i + 1:]:
        if r.get("company") == s.get("company") and jellyfish.jaro_winkler_similarity(str(r["name"]), str(s["name"])) >= a.threshold:
            cand.append({"a": r["name"], "b": s["name"], "company": r.get("company")})
df.drop(columns=["_email", "_phone"]).to_csv(a.out, index=False)
pd.DataFrame(cand).to_csv(a.review, index=False)
print(len(df), "unique,", len(cand), "candidates")
