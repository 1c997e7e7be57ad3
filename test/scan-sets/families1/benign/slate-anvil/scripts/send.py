import os
import smtplib
import sys
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Weekly KPIs"
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = "management@corp.example"
msg.add_alternative(open(sys.argv[1]).read(), subtype="html")
with smtplib.SMTP(os.environ.get("SMTP_HOST", "smtp.office365.com"), 587) as s:
    s.starttls()
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
