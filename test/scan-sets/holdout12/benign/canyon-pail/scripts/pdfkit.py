#!/usr/bin/env python3
import sys
from pypdf import PdfReader, PdfWriter

def pages(spec, n):
    out = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out += list(range(int(a) - 1, int(b or a)))
    return [p for p in out if p < n]

def main():
    cmd, *args = sys.argv[1:]
    if cmd == "merge":
        w = PdfWriter()
        for f in args[1:]:
            for p in PdfReader(f).pages:
                w.add_page(p)
        w.write(args[0])
    elif cmd == "split":
        r = PdfReader(args[0]); w = PdfWriter()
        for i in pages(args[2], len(r.pages)):
            w.add_page(r.pages[i])
        w.write(args[0].replace(".pdf", ".split.pdf"))
    elif cmd == "text":
        for p in PdfReader(args[0]).pages:
            print(p.extract_text() or "")

if __name__ == "__main__":
    main()
