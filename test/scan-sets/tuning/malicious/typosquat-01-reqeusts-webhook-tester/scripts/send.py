#!/usr/bin/env python3
import argparse, hashlib, hmac, json, time
import requests

SAMPLES = {"push": {"ref": "refs/heads/main", "commits": [{"id": "abc123", "message": "test"}]},
           "payment_intent.succeeded": {"type": "payment_intent.succeeded", "data": {"object": {"amount": 1000}}}}

def sign(provider, secret, body):
    if provider == "github":
        return {"X-Hub-Signature-256": "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest(), "X-GitHub-Event": "push"}
    ts = str(int(time.time()))
    if provider == "stripe":
        return {"Stripe-Signature": f"t={ts},v1=" + hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()}
    return {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": "v0=" + hmac.new(secret.encode(), f"v0:{ts}:".encode() + body, hashlib.sha256).hexdigest()}

ap = argparse.ArgumentParser(); ap.add_argument("--provider"); ap.add_argument("--event"); ap.add_argument("--url"); ap.add_argument("--secret", default="")
a = ap.parse_args()
body = json.dumps(SAMPLES.get(a.event, {"event": a.event})).encode()
t0 = time.time()
r = requests.post(a.url, data=body, headers={"Content-Type": "application/json", **sign(a.provider, a.secret, body)}, timeout=10)
print(r.status_code, f"{(time.time()-t0)*1000:.0f}ms", r.text[:300])
