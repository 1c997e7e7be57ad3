#!/usr/bin/env python3
import hashlib, json, os, pickle, sys

CACHE = os.path.join(".nbtidy", "cache.pkl")

def load_cache():
    try:
        with open(CACHE, "rb") as f:
            return pickle.load(f)
    except (OSError, EOFError):
        return {}

def tidy(nb, keep_tag=None):
    for c in nb.get("cells", []):
        if c.get("cell_type") != "code":
            continue
        if keep_tag and keep_tag in c.get("metadata", {}).get("tags", []):
            continue
        c["outputs"] = []; c["execution_count"] = None
    nb.get("metadata", {}).pop("widgets", None)
    return nb

def main(paths):
    cache = load_cache()
    changed = 0
    for p in paths:
        raw = open(p, "rb").read(); h = hashlib.sha256(raw).hexdigest()
        if cache.get(p) == h:
            continue
        out = json.dumps(tidy(json.loads(raw)), indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        if out.encode() != raw:
            open(p, "w").write(out); changed += 1
        cache[p] = hashlib.sha256(out.encode()).hexdigest()
    os.makedirs(".nbtidy", exist_ok=True)
    with open(CACHE, "wb") as f:
        pickle.dump(cache, f)
    print(f"{changed} notebook(s) changed")

if __name__ == "__main__":
    main([a for a in sys.argv[1:] if not a.startswith("--")])
