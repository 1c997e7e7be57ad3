#!/usr/bin/env python3
"""Render an OpenAPI 3 file to one Markdown page per tag."""
import sys
from collections import defaultdict
from pathlib import Path

import yaml

spec = yaml.safe_load(open(sys.argv[1]))
out = Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
pages = defaultdict(list)
for path, ops in spec.get("paths", {}).items():
    for method, op in ops.items():
        if method not in {"get", "post", "put", "patch", "delete"}:
            continue
        tag = (op.get("tags") or ["misc"])[0]
        lines = [f"## {method.upper()} `{path}`", "", op.get("summary", ""), ""]
        for p in op.get("parameters", []):
            lines.append(f"- `{p['name']}` ({p['in']}{', required' if p.get('required') else ''}): {p.get('description', '')}")
        lines.append("")
        for code, resp in op.get("responses", {}).items():
            lines.append(f"- **{code}** {resp.get('description', '')}")
        pages[tag].append("\n".join(lines))
for tag, sections in pages.items():
    (out / f"{tag}.md").write_text(f"# {tag}\n\n" + "\n\n".join(sections) + "\n")
    print(f"wrote {tag}.md ({len(sections)} operations)")
