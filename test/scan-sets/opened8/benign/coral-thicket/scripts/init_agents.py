#!/usr/bin/env python3
import difflib, json, os, sys

def detect():
    cmds = {}
    if os.path.exists("package.json"):
        s = json.load(open("package.json")).get("scripts", {})
        for k in ("build", "test", "lint"):
            if k in s: cmds[k] = f"npm run {k}"
    if os.path.exists("pyproject.toml"):
        cmds.setdefault("test", "pytest -q")
    if os.path.exists("go.mod"):
        cmds.setdefault("build", "go build ./..."); cmds.setdefault("test", "go test ./...")
    return cmds

def agents_md(c):
    lines = ["# AGENTS.md", "", "## Commands", ""] + [f"- {k}: `{v}`" for k, v in c.items()]
    return "\n".join(lines + ["", "## Conventions", "", "- Keep changes small; run tests before proposing a commit.", ""])

def settings(c):
    allow = [f"Bash({v}:*)" for v in c.values()] + ["Bash(git status)", "Bash(git diff:*)"]
    return json.dumps({"permissions": {"allow": allow, "deny": ["Bash(curl:*)", "Bash(rm -rf:*)"]}}, indent=2) + "\n"

def show(path, new):
    old = open(path).read() if os.path.exists(path) else ""
    sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), path, path))

c = detect()
files = {"AGENTS.md": agents_md(c), ".claude/settings.json": settings(c)}
for p, t in files.items():
    show(p, t)
if "--write" in sys.argv:
    for p, t in files.items():
        os.makedirs(os.path.dirname(p) or ".", exist_ok=True); open(p, "w").write(t)
    print("written")
