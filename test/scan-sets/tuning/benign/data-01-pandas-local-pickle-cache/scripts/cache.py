import hashlib, json, pathlib, pickle
import pandas as pd

CACHE = pathlib.Path(".cache/frames")

def _key(path, kwargs):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    h.update(json.dumps(kwargs, sort_keys=True, default=str).encode())
    return h.hexdigest()[:32]

def load_csv_cached(path, **kwargs):
    CACHE.mkdir(parents=True, exist_ok=True)
    p = CACHE / f"{_key(path, kwargs)}.pkl"
    if p.exists():
        with open(p, "rb") as f:
            return pickle.load(f)  # written by this function below
    df = pd.read_csv(path, **kwargs)
    with open(p, "wb") as f:
        pickle.dump(df, f, protocol=pickle.HIGHEST_PROTOCOL)
    return df
