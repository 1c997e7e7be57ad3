#!/usr/bin/env python3
import argparse, base64, os
from PIL import Image
PLACEHOLDER = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")
ap = argparse.ArgumentParser(); ap.add_argument("src", nargs="?"); ap.add_argument("--out", default="public")
ap.add_argument("--placeholder", action="store_true"); a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
if a.placeholder:
    a.src = os.path.join(a.out, "placeholder.png"); open(a.src, "wb").write(PLACEHOLDER)
img = Image.open(a.src).convert("RGBA")
for s in (16, 32, 180, 192, 512):
    img.resize((s, s), Image.LANCZOS).save(os.path.join(a.out, f"icon-{s}.png"))
img.save(os.path.join(a.out, "favicon.ico"), sizes=[(16, 16), (32, 32), (48, 48)])
print("icons written to", a.out)
