#!/usr/bin/env python3
import argparse, os, mammoth

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", default=".")
a = ap.parse_args()
os.makedirs(os.path.join(a.out, "assets"), exist_ok=True)
n = [0]
def img(image):
    n[0] += 1
    name = f"assets/img{n[0]}.{image.content_type.split('/')[-1]}"
    with image.open() as src, open(os.path.join(a.out, name), "wb") as dst:
        dst.write(src.read())
    return {"src": name}
with open(a.src, "rb") as f:
    res = mammoth.convert_to_markdown(f, convert_image=mammoth.images.img_element(img))
dest = os.path.join(a.out, os.path.splitext(os.path.basename(a.src))[0] + ".md")
open(dest, "w").write(res.value)
print(dest, len(res.messages), "warnings")
