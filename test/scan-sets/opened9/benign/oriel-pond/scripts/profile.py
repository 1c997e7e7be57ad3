import sys, argparse, hashlib, pathlib, pickle
import pandas as pd

def load(path, sample):
    df = pd.read_parquet(path) if path.endswith(".parquet") else pd.read_csv(path, low_memory=False)
    if sample and len(df) > sample:
        df = df.sample(sample, random_state=7)
    return df

def profile(df):
    rows = []
    for c in df.columns:
        s = df[c]
        rows.append({"column": c, "dtype": str(s.dtype), "nulls_pct": round(s.isna().mean() * 100, 1),
                     "distinct": int(s.nunique()), "examples": ", ".join(map(str, s.dropna().unique()[:3]))})
    return pd.DataFrame(rows)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("path"); ap.add_argument("--sample", type=int); ap.add_argument("--cache", action="store_true")
    a = ap.parse_args()
    cache = pathlib.Path(".profile-cache") / (hashlib.sha256(pathlib.Path(a.path).read_bytes()).hexdigest() + ".pkl")
    if a.cache and cache.exists():
        prof = pickle.loads(cache.read_bytes())  # written by this script only, keyed by file hash
    else:
        prof = profile(load(a.path, a.sample))
        if a.cache:
            cache.parent.mkdir(exist_ok=True); cache.write_bytes(pickle.dumps(prof))
    print(prof.to_markdown(index=False))

if __name__ == "__main__":
    main()
