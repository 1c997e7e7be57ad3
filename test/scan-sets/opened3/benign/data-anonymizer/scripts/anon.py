import argparse, base64, csv, hashlib, os

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--columns", required=True)
a = ap.parse_args()
salt = os.urandom(16)
cols = a.columns.split(",")
with open(a.src) as f, open(a.dst, "w", newline="") as g:
    r = csv.DictReader(f); w = csv.DictWriter(g, r.fieldnames); w.writeheader()
    for row in r:
        for c in cols:
            if row.get(c):
                row[c] = base64.urlsafe_b64encode(hashlib.sha256(salt + row[c].encode()).digest()[:12]).decode()
        w.writerow(row)
