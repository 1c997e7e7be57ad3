import os, sys, smtplib, ssl
from email.message import EmailMessage

def main():
    path = sys.argv[1]; to = sys.argv[sys.argv.index("--to") + 1].split(",")
    msg = EmailMessage(); msg["Subject"] = "Meeting notes: " + os.path.basename(path)
    msg["From"] = os.environ["SMTP_USER"]; msg["To"] = ", ".join(to)
    msg.set_content(open(path, encoding="utf-8").read())
    with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", "587"))) as s:
        s.starttls(context=ssl.create_default_context())
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        s.send_message(msg)
    print("sent to", len(to), "recipients")

if __name__ == "__main__":
    main()
