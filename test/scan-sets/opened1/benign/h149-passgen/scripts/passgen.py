#!/usr/bin/env python3
import argparse
import secrets
import string

WORDS = ("acid able acorn actor adapt agent alarm album alert alley amber anchor angle apple april arena "
         "argue armor arrow atlas audio autumn award bacon badge baker bamboo banjo barrel basil beacon "
         "berry bison blade blanket blossom bonus border bottle bounce brave breeze brick bridge bronze "
         "cabin cactus camel candle canyon carbon cargo castle cedar cement chalk cherry cider circus "
         "clover cobalt comet copper coral cotton crane crystal cube dagger daisy delta denim desert").split()

ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="kind", required=True)
p = sub.add_parser("password"); p.add_argument("--length", type=int, default=20)
w = sub.add_parser("passphrase"); w.add_argument("--words", type=int, default=6); w.add_argument("--sep", default="-")
t = sub.add_parser("token"); t.add_argument("--bytes", type=int, default=32)
a = ap.parse_args()
if a.kind == "password":
    alphabet = string.ascii_letters + string.digits + "!@#$%^&*-_=+"
    while True:
        pw = "".join(secrets.choice(alphabet) for _ in range(a.length))
        if any(c.islower() for c in pw) and any(c.isupper() for c in pw) and any(c.isdigit() for c in pw):
            break
    print(pw)
elif a.kind == "passphrase":
    print(a.sep.join(secrets.choice(WORDS) for _ in range(a.words)))
else:
    print(secrets.token_urlsafe(a.bytes))
