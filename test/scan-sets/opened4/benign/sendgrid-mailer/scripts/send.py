import argparse, os
import requests

ap = argparse.ArgumentParser(); ap.add_argument("--to", required=True); ap.add_argument("--template", required=True)
a = ap.parse_args()
resp = requests.post("https://api.sendgrid.example/v3/mail/send",
    headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
    json={"personalizations": [{"to": [{"email": a.to}]}], "from": {"email": "noreply@yourcompany.example"},
          "template_id": a.template}, timeout=10)
print(resp.status_code)
