import argparse
from pypdf import PdfWriter

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("inputs", nargs="+"); ap.add_argument("-o", required=True)
    a = ap.parse_args(); w = PdfWriter()
    for p in a.inputs:
        w.append(p)
    w.write(a.o)
