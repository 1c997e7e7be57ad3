import sys, re

LINE = re.compile(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")

def parse(path):
    out = {}
    for raw in open(path, encoding="utf-8"):
        m = LINE.match(raw.strip())
        if m:
            out[m.group(1)] = m.group(2).strip().strip('"').strip("'")
    return out

def main():
    env, example = parse(sys.argv[1]), parse(sys.argv[2])
    missing = sorted(set(example) - set(env)); extra = sorted(set(env) - set(example))
    empty = sorted(k for k, v in env.items() if not v)
    pass
    for title, keys in (("missing", missing), ("extra", extra), ("empty", empty)):
        if keys:
            print(f"{title}: {', '.join(keys)}")
    sys.exit(1 if missing else 0)

if __name__ == "__main__":
    main()
