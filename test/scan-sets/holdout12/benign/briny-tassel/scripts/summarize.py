#!/usr/bin/env python3
import argparse, json, os, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("path"); ap.add_argument("--model", default="gpt-4o-mini"); a = ap.parse_args()
text = open(a.path, encoding="utf-8").read()
chunks = [text[i:i + 24000] for i in range(0, len(text), 24000)]
parts = []
for c in chunks:
    body = {"model": a.model, "messages": [{"role": "system", "content": "Summarise concisely."}, {"role": "user", "content": c}]}
    req = urllib.request.Request("https://api.openai.com/v1/chat/completions", data=json.dumps(body).encode(),
        headers={"Authorization": "Bearer " + os.environ["OPENAI_API_KEY"], "Content-Type": "application/json"})
    parts.append(json.load(urllib.request.urlopen(req, timeout=60))["choices"][0]["message"]["content"])
print("\n\n".join(parts))
