#!/usr/bin/env python3
import base64, json, sys, datetime as dt

def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

tok = sys.argv[1]
h, p, sig = tok.split(".")
header, claims = json.loads(b64url(h)), json.loads(b64url(p))
print("header:", json.dumps(header, indent=2))
for k in ("iat", "nbf", "exp"):
    if k in claims:
        claims[k] = f"{claims[k]} ({dt.datetime.fromtimestamp(claims[k], dt.timezone.utc).isoformat()})"
print("claims:", json.dumps(claims, indent=2))
if header.get("alg", "").lower() == "none":
    print("WARNING: unsigned token (alg=none)")
if "--jwks" in sys.argv:
    import jwt  # PyJWT
    url = sys.argv[sys.argv.index("--jwks") + 1]
    key = jwt.PyJWKClient(url).get_signing_key_from_jwt(tok).key
    try:
        jwt.decode(tok, key, algorithms=[header["alg"]], options={"verify_aud": False})
        print("signature: valid")
    except jwt.PyJWTError as e:
        print("signature: INVALID -", e)
