#!/usr/bin/env python3
import argparse, os
import pandas as pd
import pyarrow as pa, pyarrow.parquet as pq

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("dst")
ap.add_argument("--compression", default="zstd"); ap.add_argument("--partition-by")
a = ap.parse_args()
ext = os.path.splitext(a.src)[1].lower()
df = {".csv": pd.read_csv, ".json": pd.read_json, ".xlsx": pd.read_excel, ".parquet": pd.read_parquet}[ext](a.src)
if a.dst.endswith(".csv"):
    df.to_csv(a.dst, index=False)
elif a.partition_by:
    pq.write_to_dataset(pa.Table.from_pandas(df), a.dst, partition_cols=a.partition_by.split(","), compression=a.compression)
else:
    pq.write_table(pa.Table.from_pandas(df), a.dst, compression=a.compression)
size = lambda p: sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(p) for f in fs) if os.path.isdir(p) else os.path.getsize(p)
print(f"rows={len(df)} cols={df.shape[1]} {size(a.src)/1e6:.1f}MB -> {size(a.dst)/1e6:.1f}MB")
