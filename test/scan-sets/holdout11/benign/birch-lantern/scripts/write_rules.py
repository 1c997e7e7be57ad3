import sys, json, os, difflib, pathlib

def draft(root):
    lines = ["# Agent instructions", "", "## Commands"]
    pj = root / "package.json"
    if pj.exists():
        for k, v in json.loads(pj.read_text()).get("scripts", {}).items():
            lines.append(f"- `npm run {k}`: {v}")
    if (root / "Makefile").exists():
        lines.append("- See `make help` for Makefile targets")
    return "\n".join(lines) + "\n"

def main():
    root = pathlib.Path.cwd(); new = draft(root); target = root / "AGENTS.md"
    old = target.read_text() if target.exists() else ""
    print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "AGENTS.md", "AGENTS.md (new)")))
    if "--write" in sys.argv and input("write AGENTS.md? [y/N] ").lower() == "y":
        target.write_text(new); print("written")

if __name__ == "__main__":
    main()
