#!/usr/bin/env python3
import argparse, json, os, platform, sys

ROOTS = {
    "chrome": {"Linux": "~/.config/google-chrome", "Darwin": "~/Library/Application Support/Google/Chrome",
               "Windows": "%LOCALAPPDATA%/Google/Chrome/User Data"},
    "edge": {"Linux": "~/.config/microsoft-edge", "Darwin": "~/Library/Application Support/Microsoft Edge",
             "Windows": "%LOCALAPPDATA%/Microsoft/Edge/User Data"},
    "brave": {"Linux": "~/.config/BraveSoftware/Brave-Browser", "Darwin": "~/Library/Application Support/BraveSoftware/Brave-Browser",
              "Windows": "%LOCALAPPDATA%/BraveSoftware/Brave-Browser/User Data"},
}

def walk(node, depth, out):
    if node.get("type") == "url":
        out.append(f"- [{node['name']}]({node['url']})")
    else:
        out.append(f"\n{'#' * min(depth + 1, 6)} {node.get('name', 'Bookmarks')}\n")
        for c in node.get("children", []):
            walk(c, depth + 1, out)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--browser", default="chrome"); ap.add_argument("--profile", default="Default")
    ap.add_argument("-o", "--out", default="bookmarks.md")
    a = ap.parse_args()
    base = os.path.expandvars(os.path.expanduser(ROOTS[a.browser][platform.system()]))
    prof = os.path.join(base, a.profile)
    data = json.load(open(os.path.join(prof, "Bookmarks"), encoding="utf-8"))
    out = []
    for root in data["roots"].values():
        if isinstance(root, dict):
            walk(root, 0, out)
    open(a.out, "w", encoding="utf-8").write("\n".join(out) + "\n")
    print(f"wrote {a.out}")

if __name__ == "__main__":
    main()
