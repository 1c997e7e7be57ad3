#!/usr/bin/env python3
import json, pathlib, sys
from jinja2 import FileSystemLoader, StrictUndefined, meta, select_autoescape
from jinja2.sandbox import SandboxedEnvironment

tpl_path, data_path = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
env = SandboxedEnvironment(loader=FileSystemLoader(str(tpl_path.parent)), undefined=StrictUndefined,
                           autoescape=select_autoescape(["html", "j2"]))
data = json.loads(data_path.read_text())
src = tpl_path.read_text()
used = meta.find_undeclared_variables(env.parse(src))
unused = sorted(set(data) - used)
if unused:
    print(f"<!-- unused sample keys: {', '.join(unused)} -->", file=sys.stderr)
print(env.get_template(tpl_path.name).render(**data))
