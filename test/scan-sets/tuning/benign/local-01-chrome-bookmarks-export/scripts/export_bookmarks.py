#!/usr/bin/env python3
import json, os, sys, collections
CANDIDATES = [
    "~/.config/google-chrome/Default/Bookmarks",
    "~/Library/Application Support/Google/Chrome/Default/Bookmarks",
    os.path.join(os.environ.get("LOCALAPPDATA", ""), "Google/Chrome/User Data/Default/Bookmarks"),
]
path = next((os.path.expanduser(p) for p in CANDIDATES if os.path.exists(os.path.expanduser(p))), None)
if not path: sys.exit("Bookmarks file not found")
fmt = sys.argv[sys.argv.index("--format") + 1] if "--format" in sys.argv else "md"
seen = collections.Counter()
def walk(node, depth=0):
    if node.get("type") == "url":
        seen[node["url"]] += 1
        print(f"{'  '*depth}- [{node['name']}]({node['url']})" if fmt == "md" else f"<DT><A HREF=\"{node['url']}\">{node['name']}</A>")
    else:
        print(f"{'  '*depth}- **{node.get('name','')}**" if fmt == "md" else f"<DT><H3>{node.get('name','')}</H3><DL>")
        for c in node.get("children", []): walk(c, depth + 1)
        if fmt != "md": print("</DL>")
roots = json.load(open(path, encoding="utf-8"))["roots"]
for r in ("bookmark_bar", "other", "synced"):
    if r in roots: walk(roots[r])
dups = [u for u, n in seen.items() if n > 1]
print(f"\n<!-- {sum(seen.values())} bookmarks, {len(dups)} duplicate URLs -->")
