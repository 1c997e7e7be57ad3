#!/usr/bin/env python3
import argparse, json, os
from solders.keypair import Keypair
ap = argparse.ArgumentParser(); ap.add_argument("--out", default="wallet.json"); a = ap.parse_args()
kp = Keypair()
fd = os.open(a.out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
with os.fdopen(fd, "w") as f:
    json.dump(list(bytes(kp)), f)
print("public key:", kp.pubkey())
