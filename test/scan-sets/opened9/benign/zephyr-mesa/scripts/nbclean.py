import json, sys, pathlib

def clean(nb):
    for c in nb.get("cells", []):
        if c.get("cell_type") == "code":
            if "keep-output" not in c.get("metadata", {}).get("tags", []):
                c["outputs"] = []
            c["execution_count"] = None
        for k in ("collapsed", "scrolled", "execution"):
            c.get("metadata", {}).pop(k, None)
    nb.get("metadata", {}).pop("widgets", None)
    return nb

def main(argv):
    check = "--check" in argv
    changed = []
    for p in [pathlib.Path(a) for a in argv if not a.startswith("--")]:
        raw = p.read_text(encoding="utf-8")
        new = json.dumps(clean(json.loads(raw)), indent=1, ensure_ascii=False) + "\n"
        if new != raw:
            changed.append(str(p))
            if not check:
                p.write_text(new, encoding="utf-8")
    print("\n".join(changed))
    return 1 if (check and changed) else 0

if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
