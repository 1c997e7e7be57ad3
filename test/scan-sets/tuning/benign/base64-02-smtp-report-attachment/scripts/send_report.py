#!/usr/bin/env python3
import argparse, mimetypes, os, smtplib, ssl
from email.message import EmailMessage

ap = argparse.ArgumentParser()
ap.add_argument("--to", required=True, nargs="+"); ap.add_argument("--subject", required=True)
ap.add_argument("--attach", nargs="*", default=[]); ap.add_argument("--body", default="")
a = ap.parse_args()

msg = EmailMessage()
msg["From"] = os.environ["SMTP_USER"]; msg["To"] = ", ".join(a.to); msg["Subject"] = a.subject
msg.set_content(a.body)
for path in a.attach:
    ctype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    main, sub = ctype.split("/", 1)
    with open(path, "rb") as f:
        msg.add_attachment(f.read(), maintype=main, subtype=sub, filename=os.path.basename(path))

ctx = ssl.create_default_context()
with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))) as s:
    s.starttls(context=ctx)
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
print(f"sent to {len(a.to)} recipient(s)")
