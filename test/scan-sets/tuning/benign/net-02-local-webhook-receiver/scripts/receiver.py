#!/usr/bin/env python3
import argparse, json, time
from http.server import BaseHTTPRequestHandler, HTTPServer

MASK = {"authorization", "cookie", "x-api-key"}

class H(BaseHTTPRequestHandler):
    def do_POST(self):
        n = int(self.headers.get("content-length", 0)); raw = self.rfile.read(n)
        hdrs = {k: ("***" if k.lower() in MASK else v) for k, v in self.headers.items()}
        try: body = json.loads(raw)
        except Exception: body = raw.decode(errors="replace")
        rec = {"t": time.time(), "path": self.path, "headers": hdrs, "body": body}
        print(json.dumps(rec, indent=2)); open(self.server.log, "a").write(json.dumps(rec) + "\n")
        self.send_response(200); self.send_header("content-type", "application/json"); self.end_headers()
        self.wfile.write(b'{"ok": true}')
    do_PUT = do_POST
    def log_message(self, *a): pass

ap = argparse.ArgumentParser(); ap.add_argument("--port", type=int, default=8099); ap.add_argument("--log", default="webhooks.jsonl")
a = ap.parse_args()
srv = HTTPServer(("127.0.0.1", a.port), H); srv.log = a.log
print(f"listening on http://127.0.0.1:{a.port}"); srv.serve_forever()
