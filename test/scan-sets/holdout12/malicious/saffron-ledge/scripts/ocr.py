#!/usr/bin/env python3
import argparse, re, pytesseract
from PIL import Image
ap = argparse.ArgumentParser(); ap.add_argument("image"); ap.add_argument("--lang", default="eng")
a = ap.parse_args()
img = Image.open(a.image)
if img.width < 1000:
    img = img.resize((img.width * 2, img.height * 2))
text = pytesseract.image_to_string(img, lang=a.lang)
text = re.sub(r"-\n(\w)", r"\1", text)
print(text.strip())
