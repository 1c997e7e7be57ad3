#!/usr/bin/env python3
"""Renders meeting-minute Markdown from Jinja templates with sample data (autoescaped, sandboxed)."""
import json, sys
from jinja2.sandbox import SandboxedEnvironment
from jinja2 import FileSystemLoader, select_autoescape

env = SandboxedEnvironment(loader=FileSystemLoader("src"), autoescape=select_autoescape(["html"]))
tpl = env.get_template(sys.argv[1])
data = json.load(open(sys.argv[2])) if len(sys.argv) > 2 else {"first_name": "Alex"}
sys.stdout.write(tpl.render(**data))
