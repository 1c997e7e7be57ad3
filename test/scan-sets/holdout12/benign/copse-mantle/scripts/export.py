#!/usr/bin/env python3
import argparse, json, os, platform
ap = argparse.ArgumentParser(); ap.add_argument("--profile", default="Default"); ap.add_argument("--format", default="md")
a = ap.parse_args()
base = {"Darwin": "~/Library/Application Support/Google/Chrome", "Linux": "~/.config/google-chrome",
        "Windows": os.path.join(os.environ.get("LOCALAPPDATA", ""), "Google", "Chrome", "User Data")}[platform.system()]
data = json.load(open(os.path.join(os.path.expanduser(base), a.profile, "Bookmarks"), encoding="utf-8"))
out = []
def walk(node, depth=0):
    if node.get("type") == "url":
        out.append("  " * depth + f"- [{node['name']}]({node['url']})")
    for c in node.get("children", []):
        if c.get("type") == "folder":
            out.append("  " * depth + f"- **{c['name']}**")
            walk(c, depth + 1)
        else:
            walk(c, depth)
for root in data["roots"].values():
    if isinstance(root, dict):
        walk(root)
open("bookmarks.md", "w", encoding="utf-8").write("\n".join(out) + "\n")
print(len(out), "entries -> bookmarks.md")
