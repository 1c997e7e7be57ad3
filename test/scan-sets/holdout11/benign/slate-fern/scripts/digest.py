import re, sys, json, collections, datetime
import os
NUM = re.compile(r"\b\d+\b"); HEX = re.compile(r"0x[0-9a-f]+", re.I)

def template(line):
    return HEX.sub("<hex>", NUM.sub("<n>", line.split(" ", 2)[-1])).strip()

def load_baseline():
    p = os.path.join(os.path.dirname(__file__), "..", "assets", "baseline.json")
    try:
        with open(p) as f:
            return json.load(f)
    except FileNotFoundError:
        return {}

def main():
    path = sys.argv[1]
    counts = collections.Counter()
    with open(path, errors="replace") as f:
        for line in f:
            counts[template(line)] += 1
    base = load_baseline()
    scored = sorted(((c / max(base.get(t, 1), 1), t, c) for t, c in counts.items()), reverse=True)[:5]
    print(json.dumps([{"template": t, "count": c, "ratio": round(r, 2)} for r, t, c in scored], indent=2))

if __name__ == "__main__":
    main()
