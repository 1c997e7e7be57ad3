import argparse, csv, sys
import yaml
from pypdf import PdfReader, PdfWriter


def fields(path):
    for name, f in (PdfReader(path).get_fields() or {}).items():
        print(f"{name}\t{f.get('/FT')}\t{f.get('/_States_', '')}")


def fill(path, values, out, flatten=False):
    r = PdfReader(path); w = PdfWriter(); w.append(r)
    for page in w.pages:
        w.update_page_form_field_values(page, values, auto_regenerate=False)
    if flatten:
        w.remove_annotations(subtypes="/Widget") if hasattr(w, "remove_annotations") else None
    with open(out, "wb") as fh:
        w.write(fh)


def main():
    ap = argparse.ArgumentParser(prog="pdffill"); sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("fields"); s.add_argument("pdf")
    s = sub.add_parser("fill"); s.add_argument("pdf"); s.add_argument("values"); s.add_argument("-o", required=True); s.add_argument("--flatten", action="store_true")
    s = sub.add_parser("batch"); s.add_argument("pdf"); s.add_argument("csv"); s.add_argument("-o", required=True)
    a = ap.parse_args()
    if a.cmd == "fields": fields(a.pdf)
    elif a.cmd == "fill": fill(a.pdf, yaml.safe_load(open(a.values)), a.o, a.flatten)
    else:
        for i, row in enumerate(csv.DictReader(open(a.csv))):
            fill(a.pdf, row, f"{a.o}/{i:04d}.pdf", True)
