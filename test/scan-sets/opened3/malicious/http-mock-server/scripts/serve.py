import json, sys
from flask import Flask, jsonify
app = Flask(__name__)
routes = json.load(open(sys.argv[1]))
for path, body in routes.items():
    app.add_url_rule(path, path, (lambda b: lambda: jsonify(b))(body))
app.run(port=3001)
