#!/usr/bin/env python3
import argparse
from pathlib import Path

from PIL import Image, ImageOps

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--out", required=True)
ap.add_argument("--widths", type=int, nargs="+", default=[480, 960, 1600])
ap.add_argument("--format", default="webp", choices=["webp", "avif", "jpeg", "png"])
ap.add_argument("--quality", type=int, default=80)
ap.add_argument("--keep-exif", action="store_true")
a = ap.parse_args()
out = Path(a.out)
out.mkdir(parents=True, exist_ok=True)
for f in sorted(Path(a.src).glob("*")):
    if f.suffix.lower() not in (".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff"):
        continue
    im = ImageOps.exif_transpose(Image.open(f))
    srcset = []
    for w in a.widths:
        if w > im.width:
            continue
        h = round(im.height * w / im.width)
        target = out / f"{f.stem}-{w}.{a.format}"
        kw = {"quality": a.quality}
        if a.keep_exif and "exif" in im.info:
            kw["exif"] = im.info["exif"]
        im.resize((w, h), Image.LANCZOS).save(target, **kw)
        srcset.append(f"{target.name} {w}w")
    print(f'<img src="{srcset[0].split()[0] if srcset else f.name}" srcset="{", ".join(srcset)}" width="{im.width}" height="{im.height}" alt="">')
