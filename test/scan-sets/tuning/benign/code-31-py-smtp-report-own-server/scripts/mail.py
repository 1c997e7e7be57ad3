import os
import smtplib
import sys
import xml.etree.ElementTree as ET
from email.message import EmailMessage

root = ET.parse(sys.argv[1]).getroot()
summary = f"{root.get('tests')} tests, {root.get('failures')} failures, {root.get('errors')} errors"

msg = EmailMessage()
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = os.environ["REPORT_TO"]
msg["Subject"] = "test results"
msg.set_content(summary)
with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
    s.starttls()
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
