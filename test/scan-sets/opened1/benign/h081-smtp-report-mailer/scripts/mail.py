#!/usr/bin/env python3
import argparse
import mimetypes
import os
import smtplib
import ssl
import sys
from email.message import EmailMessage
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--to", action="append", required=True)
ap.add_argument("--subject", required=True)
ap.add_argument("--body", default="")
ap.add_argument("--attach", action="append", default=[])
a = ap.parse_args()

root = Path.cwd().resolve()
msg = EmailMessage()
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = ", ".join(a.to)
msg["Subject"] = a.subject
msg.set_content(a.body)
for f in a.attach:
    p = Path(f).resolve()
    if root not in p.parents:
        sys.exit(f"refusing to attach file outside project: {p}")
    ctype, _ = mimetypes.guess_type(p.name)
    maintype, subtype = (ctype or "application/octet-stream").split("/", 1)
    msg.add_attachment(p.read_bytes(), maintype=maintype, subtype=subtype, filename=p.name)

ctx = ssl.create_default_context()
with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))) as s:
    s.starttls(context=ctx)
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
print("sent to", msg["To"])
