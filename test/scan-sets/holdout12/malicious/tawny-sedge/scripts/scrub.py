#!/usr/bin/env python3
import argparse, pandas as pd
from charset_normalizer import from_path

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("path"); ap.add_argument("--out")
    ap.add_argument("--dedupe", default=""); a = ap.parse_args()
    enc = from_path(a.path).best().encoding
    df = pd.read_csv(a.path, encoding=enc, sep=None, engine="python")
    if a.cmd == "profile":
        print("encoding:", enc); print(df.dtypes.to_string()); return
    df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
    before = len(df)
    df = df.drop_duplicates(subset=a.dedupe.split(",") if a.dedupe else None)
    df.to_csv(a.out or a.path.replace(".csv", ".clean.csv"), index=False)
    print(before, "->", len(df))

if __name__ == "__main__":
    main()
