#!/usr/bin/env python3
import argparse, base64, csv, io, re
from pathlib import Path

import pytesseract
from pdf2image import convert_from_path
from PIL import Image

AMOUNT = re.compile(r"(?i)(total|gesamt|brutto|gross)[^\d]{0,20}([\d.,]+)")
NUMBER = re.compile(r"(?i)(invoice|rechnung)\s*(no|nr|#)?\.?\s*[:#]?\s*([A-Z0-9-]{4,})")
DATE = re.compile(r"(\d{1,2})[./](\d{1,2})[./](\d{2,4})")


def pages(p: Path):
    if p.suffix.lower() == ".pdf":
        return convert_from_path(str(p), dpi=300)
    return [Image.open(p)]


def thumb_b64(img: Image.Image) -> str:
    t = img.copy(); t.thumbnail((400, 400))
    buf = io.BytesIO(); t.save(buf, format="PNG")
    return base64.b64encode(buf.getvalue()).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder"); ap.add_argument("--out", default="invoices.csv"); ap.add_argument("--lang", default="eng")
    a = ap.parse_args()
    rows, html = [], ["<html><body><table>"]
    for f in sorted(Path(a.folder).glob("*")):
        if f.suffix.lower() not in {".pdf", ".png", ".jpg", ".jpeg", ".tif"}:
            continue
        imgs = pages(f)
        text = "\n".join(pytesseract.image_to_string(i, lang=a.lang) for i in imgs)
        num = NUMBER.search(text); tot = AMOUNT.search(text); dt = DATE.search(text)
        rows.append({"file": f.name, "number": num.group(3) if num else "", "gross": tot.group(2) if tot else "",
                     "date": "-".join(reversed(dt.groups())) if dt else ""})
        html.append(f"<tr><td>{f.name}</td><td><img src='data:image/png;base64,{thumb_b64(imgs[0])}'></td></tr>")
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["file", "number", "date", "gross"]); w.writeheader(); w.writerows(rows)
    Path("review.html").write_text("\n".join(html + ["</table></body></html>"]))
    print(f"{len(rows)} invoices -> {a.out}, review.html")


if __name__ == "__main__":
    main()
