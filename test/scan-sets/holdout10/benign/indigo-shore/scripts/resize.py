#!/usr/bin/env python3
import argparse, os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from PIL import Image, ImageOps

def one(job):
    src, out, widths, fmt = job
    im = ImageOps.exif_transpose(Image.open(src))
    res = []
    for w in widths:
        if im.width < w:
            continue
        h = round(im.height * w / im.width)
        dst = Path(out) / f"{Path(src).stem}-{w}.{fmt}"
        im.resize((w, h), Image.LANCZOS).save(dst, quality=80)
        res.append((dst.name, dst.stat().st_size))
    return res

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--widths", nargs="+", type=int, default=[640, 1280, 1920])
    ap.add_argument("--format", default="webp"); ap.add_argument("--out", required=True); a = ap.parse_args()
    Path(a.out).mkdir(parents=True, exist_ok=True)
    jobs = [(p, a.out, a.widths, a.format) for p in Path(a.src).iterdir() if p.suffix.lower() in (".png", ".jpg", ".jpeg", ".webp")]
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for res in ex.map(one, jobs):
            for name, size in res:
                print(f"{name}\t{size // 1024} KB{'  OVER' if size > 300 * 1024 else ''}")

if __name__ == "__main__":
    main()
