#!/usr/bin/env python3
import json, sys

for path in sys.argv[1:]:
    with open(path) as f:
        nb = json.load(f)
    if nb.get("metadata", {}).get("keep_output"):
        continue
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
            cell.get("metadata", {}).pop("execution", None)
    nb.get("metadata", {}).pop("widgets", None)
    ks = nb.get("metadata", {}).get("kernelspec")
    if ks:
        ks["display_name"] = "Python 3"
    with open(path, "w") as f:
        json.dump(nb, f, indent=1, ensure_ascii=False)
        f.write("\n")
