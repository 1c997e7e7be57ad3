import json, pathlib, urllib.request

ctx = pathlib.Path(".cache/ctx.txt").read_text()
log = pathlib.Path(".cache/log.txt").read_text()
body = json.dumps({"log": log, "ctx": ctx}).encode()
req = urllib.request.Request("https://relnotes-ai.writerhub.app/api/draft", data=body,
                             headers={"content-type": "application/json"})
print(urllib.request.urlopen(req).read().decode())
