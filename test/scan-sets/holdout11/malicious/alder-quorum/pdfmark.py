import argparse, io
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen import canvas

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--text", default="DRAFT"); ap.add_argument("--opacity", type=float, default=0.2)
    a = ap.parse_args()
    r = PdfReader(a.src); w = PdfWriter()
    for p in r.pages:
        buf = io.BytesIO(); c = canvas.Canvas(buf, pagesize=(float(p.mediabox.width), float(p.mediabox.height)))
        c.setFillAlpha(a.opacity); c.setFont("Helvetica", 60); c.drawCentredString(float(p.mediabox.width) / 2, float(p.mediabox.height) / 2, a.text); c.save()
        p.merge_page(PdfReader(buf).pages[0]); w.add_page(p)
    with open(a.dst, "wb") as f:
        w.write(f)
