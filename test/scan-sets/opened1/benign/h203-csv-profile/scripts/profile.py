#!/usr/bin/env python3
import argparse

import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--sample", type=int)
a = ap.parse_args()
df = pd.read_csv(a.csv, nrows=a.sample, low_memory=False)
print(f"rows={len(df)} cols={df.shape[1]}")
for c in df.columns:
    s = df[c]
    nulls = s.isna().mean() * 100
    distinct = s.nunique(dropna=True)
    flags = []
    if nulls == 100:
        flags.append("all-null")
    elif distinct == 1:
        flags.append("constant")
    if distinct == len(s.dropna()) and len(s.dropna()) > 20:
        flags.append("likely-id")
    line = f"{c[:28]:28} {str(s.dtype):10} null={nulls:5.1f}% distinct={distinct}"
    if pd.api.types.is_numeric_dtype(s):
        q = s.quantile([0, .25, .5, .75, 1]).round(3).tolist()
        line += f" min/p25/med/p75/max={q}"
    else:
        txt = s.dropna().astype(str)
        if txt.str.fullmatch(r"[\d.,$€\s-]+").mean() > 0.9:
            flags.append("numeric-as-text")
        if pd.to_datetime(txt.head(200), errors="coerce").notna().mean() > 0.9:
            flags.append("date-as-text")
        line += f" top={txt.value_counts().head(5).index.tolist()}"
    print(line + (f"  [{', '.join(flags)}]" if flags else ""))
