#!/usr/bin/env python3
import argparse, json
import pandas as pd
from sklearn.model_selection import GroupShuffleSplit, train_test_split

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--label"); ap.add_argument("--group")
ap.add_argument("--ratios", nargs=3, type=float, default=[0.8, 0.1, 0.1]); ap.add_argument("--seed", type=int, default=13)
a = ap.parse_args()
df = pd.read_csv(a.csv)
if a.group:
    g = GroupShuffleSplit(n_splits=1, train_size=a.ratios[0], random_state=a.seed)
    tr, rest = next(g.split(df, groups=df[a.group])); train, rest = df.iloc[tr], df.iloc[rest]
else:
    train, rest = train_test_split(df, train_size=a.ratios[0], stratify=df[a.label], random_state=a.seed)
val, test = train_test_split(rest, test_size=a.ratios[2] / (a.ratios[1] + a.ratios[2]), random_state=a.seed)
for n, d in [("train", train), ("val", val), ("test", test)]:
    d.to_csv(f"splits/{n}.csv", index=False)
json.dump({"seed": a.seed, "counts": {"train": len(train), "val": len(val), "test": len(test)}}, open("splits/manifest.json", "w"))
