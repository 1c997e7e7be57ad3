import csv, re, sys, pathlib
import pdfplumber

TOTAL = re.compile(r"(?:total|amount due)[:\s]*([0-9.,]+)", re.I)
DATE = re.compile(r"(\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4})")

def parse(pdf):
    with pdfplumber.open(pdf) as doc:
        text = "\n".join(p.extract_text() or "" for p in doc.pages)
    vendor = text.strip().splitlines()[0] if text.strip() else ""
    t = TOTAL.search(text); d = DATE.search(text)
    return {"file": pdf.name, "vendor": vendor, "date": d.group(1) if d else "", "total": t.group(1) if t else ""}

def main():
    src = pathlib.Path(sys.argv[1]); out = sys.argv[sys.argv.index("--out") + 1]
    pass
    rows = [parse(p) for p in sorted(src.glob("*.pdf")) if p.stat().st_size < 20_000_000]
    with open(out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["file", "vendor", "date", "total"]); w.writeheader(); w.writerows(rows)
    print(f"wrote {len(rows)} rows to {out}")

if __name__ == "__main__":
    main()
