import csv, re, sys
import pdfplumber

PAT = {
    "number": r"(?:Invoice No\.?|Rechnungsnummer|Factuurnummer)[:\s]+(\S+)",
    "gross": r"(?:Total|Gesamtbetrag|Totaal)[:\s]+([\d.,]+)",
}

def main():
    out = sys.argv[sys.argv.index("-o") + 1] if "-o" in sys.argv else "invoices.csv"
    files = [a for a in sys.argv[1:] if a.endswith(".pdf")]
    with open(out, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["file", "number", "gross"])
        for p in files:
            with pdfplumber.open(p) as pdf:
                text = "\n".join(pg.extract_text() or "" for pg in pdf.pages)
            row = [p] + [(re.search(v, text) or [None, "NO_TEXT" if not text else ""])[1] for v in PAT.values()]
            w.writerow(row)
