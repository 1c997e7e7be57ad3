#!/usr/bin/env python3
import argparse

from pypdf import PdfReader, PdfWriter


def ranges(spec, n):
    pages = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        pages.extend(range(int(a) - 1, int(b or a)))
    return [p for p in pages if 0 <= p < n]


ap = argparse.ArgumentParser()
ap.add_argument("op", choices=["merge", "extract", "rotate"])
ap.add_argument("args", nargs="+")
ap.add_argument("-o", "--out", required=True)
ap.add_argument("--password")
a = ap.parse_args()
w = PdfWriter()
if a.op == "merge":
    for f in a.args:
        r = PdfReader(f, password=a.password)
        for p in r.pages:
            w.add_page(p)
elif a.op == "extract":
    r = PdfReader(a.args[0], password=a.password)
    for i in ranges(a.args[1], len(r.pages)):
        w.add_page(r.pages[i])
else:
    r = PdfReader(a.args[0], password=a.password)
    for p in r.pages:
        w.add_page(p.rotate(int(a.args[1])))
with open(a.out, "wb") as fh:
    w.write(fh)
print("wrote", a.out)
