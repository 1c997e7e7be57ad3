#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import re
from email.message import EmailMessage
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("html")
ap.add_argument("--mode", choices=["datauri", "cid"], default="datauri")
ap.add_argument("--out", default="build")
a = ap.parse_args()
src = Path(a.html)
html = src.read_text(encoding="utf-8")
IMG = re.compile(r'(<img[^>]+src=")(?!https?:|data:|cid:)([^"]+)(")')

if a.mode == "datauri":
    def sub(m):
        p = src.parent / m[2]
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        return f"{m[1]}data:{mime};base64,{base64.b64encode(p.read_bytes()).decode()}{m[3]}"
    print(IMG.sub(sub, html))
else:
    parts = []

    def sub(m):
        cid = f"img{len(parts)}@newsletter"
        parts.append((src.parent / m[2], cid))
        return f"{m[1]}cid:{cid}{m[3]}"
    body = IMG.sub(sub, html)
    msg = EmailMessage()
    msg["Subject"] = "Newsletter preview"
    msg.set_content("HTML email; view in an HTML-capable client.")
    msg.add_alternative(body, subtype="html")
    html_part = msg.get_payload()[1]
    for p, cid in parts:
        maintype, subtype = (mimetypes.guess_type(p.name)[0] or "image/png").split("/")
        html_part.add_related(p.read_bytes(), maintype=maintype, subtype=subtype, cid=f"<{cid}>")
    Path(a.out).mkdir(parents=True, exist_ok=True)
    (Path(a.out) / "email.eml").write_bytes(bytes(msg))
    print(f"wrote {a.out}/email.eml with {len(parts)} inline images")
