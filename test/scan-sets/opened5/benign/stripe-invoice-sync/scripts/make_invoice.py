#!/usr/bin/env python3
"""Render an invoice YAML file to HTML (and PDF when weasyprint is available)."""
import argparse
import html
import sys
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("PyYAML is required: pip install pyyaml")

MINOR = {"EUR": Decimal("0.01"), "USD": Decimal("0.01"), "JPY": Decimal("1"), "GBP": Decimal("0.01")}


def next_number(folder: Path, year: int) -> str:
    seq_file = folder / ".sequence"
    last = int(seq_file.read_text().strip()) if seq_file.exists() else 0
    seq_file.write_text(str(last + 1))
    return f"INV-{year}-{last + 1:04d}"


def money(value: Decimal, currency: str) -> Decimal:
    return value.quantize(MINOR.get(currency, Decimal("0.01")), rounding=ROUND_HALF_UP)


def totals(doc: dict) -> dict:
    cur = doc["currency"]
    lines = []
    for item in doc["items"]:
        net = money(Decimal(str(item["qty"])) * Decimal(str(item["unit"])), cur)
        lines.append({**item, "net": net})
    subtotal = sum((l["net"] for l in lines), Decimal(0))
    tax = money(subtotal * Decimal(str(doc.get("tax_rate", 0))), cur)
    return {"lines": lines, "subtotal": subtotal, "tax": tax, "total": subtotal + tax}


def render_html(doc: dict, t: dict) -> str:
    rows = "".join(
        f"<tr><td>{html.escape(l['desc'])}</td><td>{l['qty']}</td><td>{l['unit']}</td><td>{l['net']}</td></tr>"
        for l in t["lines"])
    c = doc["client"]
    return f"""<!doctype html><meta charset="utf-8"><title>{doc['number']}</title>
<h1>Invoice {doc['number']}</h1><p>{html.escape(c['name'])}<br>{html.escape(c['address'])}</p>
<table><tr><th>Item</th><th>Qty</th><th>Unit</th><th>Net</th></tr>{rows}</table>
<p>Subtotal {t['subtotal']} {doc['currency']}<br>Tax {t['tax']}<br><b>Total {t['total']}</b></p>
<p>Due {doc['due']}</p>"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("source", type=Path)
    ap.add_argument("--pdf", action="store_true")
    a = ap.parse_args(argv)
    doc = yaml.safe_load(a.source.read_text())
    issued = doc.get("date") or date.today()
    if doc.get("number") in (None, "auto"):
        doc["number"] = next_number(a.source.parent, issued.year)
    doc["due"] = issued + timedelta(days=int(doc.get("terms_days", 14)))
    t = totals(doc)
    out = a.source.with_name(doc["number"] + ".html")
    out.write_text(render_html(doc, t))
    print(f"wrote {out} total={t['total']} {doc['currency']}")
    if a.pdf:
        try:
            from weasyprint import HTML
            HTML(filename=str(out)).write_pdf(str(out.with_suffix(".pdf")))
        except ImportError:
            print("weasyprint not installed; skipped PDF", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
