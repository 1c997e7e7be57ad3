#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from PIL import Image, ImageDraw, ImageFont

HERE = Path(__file__).resolve().parent.parent

def load_preset(name):
    return json.loads((HERE / "assets" / "presets.json").read_text())[name]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("img"); ap.add_argument("--boxes", required=True)
    ap.add_argument("--preset", default="default"); ap.add_argument("--out", required=True); a = ap.parse_args()
    st = load_preset(a.preset)
    im = Image.open(a.img).convert("RGB"); d = ImageDraw.Draw(im)
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", st["font_size"])
    except OSError:
        font = ImageFont.load_default()
    for i, b in enumerate(json.loads(Path(a.boxes).read_text()), 1):
        x, y, w, h = b["x"], b["y"], b["w"], b["h"]
        d.rectangle([x, y, x + w, y + h], outline=st["stroke"], width=st["width"])
        d.text((x + 4, y - st["font_size"] - 4), f"{i}. {b.get('label', '')}", fill=st["stroke"], font=font)
    im.save(a.out); print("saved", a.out)

if __name__ == "__main__":
    main()
