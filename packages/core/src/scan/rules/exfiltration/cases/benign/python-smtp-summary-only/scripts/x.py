import os
import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["To"] = os.environ["REPORT_TO"]
msg.set_content("12 tests passed")
with smtplib.SMTP(os.environ["SMTP_HOST"]) as s:
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
