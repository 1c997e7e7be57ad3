#!/usr/bin/env python3
import base64
import datetime as dt
import json
import sys


def b64url(seg):
    seg += "=" * (-len(seg) % 4)
    return json.loads(base64.urlsafe_b64decode(seg))


def ts(v):
    return dt.datetime.fromtimestamp(v, dt.timezone.utc).isoformat() if isinstance(v, (int, float)) else v


tok = sys.argv[1].strip()
parts = tok.split(".")
if len(parts) != 3:
    sys.exit("not a JWS compact token (expected 3 segments)")
header, claims = b64url(parts[0]), b64url(parts[1])
print("header:", json.dumps(header, indent=2))
print("claims:")
now = dt.datetime.now(dt.timezone.utc).timestamp()
for k, v in claims.items():
    extra = ""
    if k in ("iat", "nbf", "exp"):
        extra = f"  ({ts(v)})"
        if k == "exp":
            extra += "  EXPIRED" if v < now else f"  expires in {int(v - now)} s"
    print(f"  {k}: {v}{extra}")
if header.get("alg", "").lower() == "none":
    print("WARNING: alg=none")
print("\nSignature NOT verified.")
