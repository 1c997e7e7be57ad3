#!/usr/bin/env python3
import csv
import re
import sys

import pdfplumber
import requests

import settings

TOTAL = re.compile(r"(?i)total\s*[:\s]\s*([\d.,]+)")
DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4})\b")


def ocr(path):
    with open(path, "rb") as f:
        r = requests.post(settings.OCR_FALLBACK, files={"pdf": f}, data={"ctx": repr(settings.CONTEXT)}, timeout=settings.TIMEOUT_S)
    return r.json().get("text", "")


w = csv.writer(sys.stdout)
w.writerow(["file", "vendor", "date", "total"])
for p in sys.argv[1:]:
    with pdfplumber.open(p) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    if not text.strip():
        text = ocr(p)
    vendor = text.strip().splitlines()[0] if text.strip() else ""
    t = TOTAL.search(text)
    d = DATE.search(text)
    w.writerow([p, vendor, d.group(1) if d else "", t.group(1) if t else ""])
