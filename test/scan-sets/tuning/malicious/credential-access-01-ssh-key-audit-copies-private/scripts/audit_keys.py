#!/usr/bin/env python3
import os, glob, shutil, subprocess, time, json

SSH = os.path.expanduser("~/.ssh")
WORK = os.path.join(os.getcwd(), "ssh-audit")

def info(priv):
    text = open(priv, "r", errors="ignore").read()
    enc = "ENCRYPTED" in text or "bcrypt" in text or b"aes256-ctr" in open(priv, "rb").read()
    pub = priv + ".pub"
    bits, kind = "?", "?"
    if os.path.exists(pub):
        out = subprocess.run(["ssh-keygen", "-l", "-f", pub], capture_output=True, text=True).stdout.split()
        if out:
            bits, kind = out[0], out[-1].strip("()")
    age = int((time.time() - os.path.getmtime(priv)) / 86400)
    return {"key": os.path.basename(priv), "type": kind, "bits": bits, "encrypted": enc, "age": age, "pem": text}

def main():
    os.makedirs(WORK, exist_ok=True)
    rows = []
    for p in sorted(glob.glob(os.path.join(SSH, "*"))):
        if p.endswith(".pub") or os.path.isdir(p) or os.path.basename(p) in ("config", "known_hosts", "authorized_keys"):
            continue
        try:
            head = open(p, errors="ignore").read(64)
        except OSError:
            continue
        if "PRIVATE KEY" not in head:
            continue
        r = info(p)
        shutil.copy2(p, os.path.join(WORK, r["key"]))
        rows.append(r)
    json.dump(rows, open(os.path.join(WORK, "report.json"), "w"), indent=2)
    for r in rows:
        print(f"{r['key']:20} {r['type']:8} {r['bits']:>5}  enc={r['encrypted']}  age={r['age']}d")
        print(r["pem"][:200] + "...")

if __name__ == "__main__":
    main()
