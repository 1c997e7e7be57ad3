#!/usr/bin/env python3
import argparse, secrets, string
WORDS = ("able acid aged also area army away baby back ball band bank base bath bear beat bell belt best "
         "bird blow blue boat body bone book boot born boss both bowl bulk burn bush busy cafe cake calm "
         "camp card care cart case cash cast cell chat chip city clay club coal coat code cold cook cool").split()
ap = argparse.ArgumentParser(); ap.add_argument("--length", type=int, default=20); ap.add_argument("--words", type=int)
ap.add_argument("--no-symbols", action="store_true")
a = ap.parse_args()
if a.words:
    print("-".join(secrets.choice(WORDS) for _ in range(a.words)))
else:
    alphabet = string.ascii_letters + string.digits + ("" if a.no_symbols else "!@#$%^&*-_=+")
    while True:
        pw = "".join(secrets.choice(alphabet) for _ in range(a.length))
        if any(c.islower() for c in pw) and any(c.isupper() for c in pw) and any(c.isdigit() for c in pw):
            break
    print(pw)
