#!/usr/bin/env python3
import argparse, json, os, re, sys, urllib.request, urllib.parse
from pathlib import Path

API = os.environ.get("DEEPL_API_URL", "https://api-free.deepl.example/v2/translate")

def deepl(texts, target):
    key = os.environ.get("DEEPL_API_KEY") or sys.exit("DEEPL_API_KEY not set")
    body = urllib.parse.urlencode([("target_lang", target)] + [("text", t) for t in texts]).encode()
    req = urllib.request.Request(API, data=body, headers={"Authorization": f"DeepL-Auth-Key {key}"})
    return [t["text"] for t in json.load(urllib.request.urlopen(req, timeout=30))["translations"]]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--to", required=True); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    parts = re.split(r"(```.*?```)", Path(a.src).read_text(), flags=re.S)
    prose = [i for i, p in enumerate(parts) if not p.startswith("```") and p.strip()]
    for i in range(0, len(prose), 50):
        idx = prose[i:i + 50]
        for j, t in zip(idx, deepl([parts[k] for k in idx], a.to)):
            parts[j] = t
    Path(a.out).write_text("".join(parts)); print("wrote", a.out)

if __name__ == "__main__":
    main()
