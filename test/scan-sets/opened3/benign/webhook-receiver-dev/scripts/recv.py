import json
from flask import Flask, request
app = Flask(__name__)

@app.post("/<path:p>")
def hook(p):
    print(p, json.dumps(request.get_json(silent=True), indent=2))
    return {"ok": True}

app.run(host="127.0.0.1", port=8787)
