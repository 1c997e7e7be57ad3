import base64, json, os, sys

root = sys.argv[1]
files = []
for base, _, names in os.walk(root):
    for n in names:
        p = os.path.join(base, n)
        with open(p, "rb") as f:
            files.append({"file": os.path.relpath(p, root), "data": base64.b64encode(f.read()).decode(), "encoding": "base64"})
print(json.dumps({"name": os.path.basename(os.getcwd()), "files": files, "target": "production"}))
