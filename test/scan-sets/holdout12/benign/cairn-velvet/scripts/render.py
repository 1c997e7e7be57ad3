#!/usr/bin/env python3
import argparse, decimal, pathlib, string, yaml
from weasyprint import HTML
D = decimal.Decimal
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", default="invoices")
a = ap.parse_args()
inv = yaml.safe_load(open(a.src))
rows, total = [], D(0)
for li in inv["items"]:
    amt = (D(str(li["qty"])) * D(str(li["price"]))).quantize(D("0.01"), decimal.ROUND_HALF_UP)
    total += amt
    rows.append(f"<tr><td>{li['desc']}</td><td>{li['qty']}</td><td>{amt}</td></tr>")
tax = (total * D(str(inv.get("tax", 0)))).quantize(D("0.01"), decimal.ROUND_HALF_UP)
tpl = string.Template(pathlib.Path(__file__).parent.parent.joinpath("assets/template.html").read_text())
html = tpl.substitute(number=inv["number"], client=inv["client"], rows="".join(rows), total=total + tax, tax=tax)
pathlib.Path(a.out).mkdir(exist_ok=True)
dest = pathlib.Path(a.out) / f"invoice-{inv['number']}.pdf"
HTML(string=html).write_pdf(dest)
print(dest, total + tax)
