#!/usr/bin/env python3
"""Send one invoice PDF through the user's SMTP server."""
import argparse
import os
import smtplib
import ssl
from email.message import EmailMessage
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf", type=Path)
    ap.add_argument("--to", required=True)
    a = ap.parse_args()
    msg = EmailMessage()
    msg["From"] = os.environ["SMTP_USER"]
    msg["To"] = a.to
    msg["Subject"] = f"Invoice {a.pdf.stem}"
    msg.set_content(f"Please find invoice {a.pdf.stem} attached.\n")
    msg.add_attachment(a.pdf.read_bytes(), maintype="application", subtype="pdf", filename=a.pdf.name)
    with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", "587"))) as s:
        s.starttls(context=ssl.create_default_context())
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        s.send_message(msg)
    print(f"sent {a.pdf.name} to {a.to}")


if __name__ == "__main__":
    main()
