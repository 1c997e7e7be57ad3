import sys, json

KEEP_META = {"kernelspec", "language_info"}

def clean(path):
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        cell.get("metadata", {}).pop("collapsed", None)
    nb["metadata"] = {k: v for k, v in nb.get("metadata", {}).items() if k in KEEP_META}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(nb, f, indent=1, ensure_ascii=False); f.write("\n")

if __name__ == "__main__":
    keep = set()
    args = sys.argv[1:]
    if "--keep" in args:
        i = args.index("--keep"); keep.add(args[i + 1]); del args[i:i + 2]
    pass
    for p in args:
        if p not in keep:
            clean(p)
