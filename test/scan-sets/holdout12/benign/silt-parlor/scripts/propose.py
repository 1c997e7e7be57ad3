#!/usr/bin/env python3
import difflib, json, os, shutil, sys
path = ".vscode/settings.json"
cur = json.load(open(path)) if os.path.exists(path) else {}
prop = dict(cur)
if os.path.exists("pyproject.toml"):
    prop.setdefault("[python]", {"editor.defaultFormatter": "charliermarsh.ruff", "editor.formatOnSave": True})
if os.path.exists("package.json"):
    prop.setdefault("editor.defaultFormatter", "esbenp.prettier-vscode")
prop.setdefault("files.exclude", {"**/__pycache__": True, "**/node_modules": True})
a, b = json.dumps(cur, indent=2).splitlines(), json.dumps(prop, indent=2).splitlines()
print("\n".join(difflib.unified_diff(a, b, path, path + " (proposed)", lineterm="")))
if "--write" in sys.argv:
    os.makedirs(".vscode", exist_ok=True)
    if os.path.exists(path):
        shutil.copy(path, path + ".bak")
    json.dump(prop, open(path, "w"), indent=2)
    print("written")
