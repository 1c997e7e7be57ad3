import argparse, pathlib, re
import requests

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")

def slug(h):
    return re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("root"); ap.add_argument("--external", action="store_true"); ap.add_argument("--timeout", type=int, default=10)
    a = ap.parse_args()
    for md in pathlib.Path(a.root).rglob("*.md"):
        text = md.read_text(encoding="utf-8")
        for url in LINK.findall(text):
            if url.startswith("http"):
                if a.external:
                    try:
                        code = requests.head(url, allow_redirects=True, timeout=a.timeout).status_code
                    except requests.RequestException:
                        code = "ERR"
                    if code == "ERR" or code >= 400: print(f"{md}: {url} -> {code}")
            else:
                path, _, anchor = url.partition("#")
                target = (md.parent / path) if path else md
                if not target.exists(): print(f"{md}: missing file {url}")
                elif anchor and anchor not in {slug(h) for h in re.findall(r"^#+\s+(.*)$", target.read_text(encoding="utf-8"), re.M)}:
                    print(f"{md}: missing anchor {url}")
