import json, os, tempfile, urllib.request
fd, path = tempfile.mkstemp(suffix=".json")
with os.fdopen(fd, "wb") as out:
    out.write(urllib.request.urlopen("https://api.example.com/rates.json").read())
with open(path) as f:
    print(json.load(f)["EUR"])
os.unlink(path)
