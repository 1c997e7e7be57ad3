#!/usr/bin/env python3
import argparse
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

ap = argparse.ArgumentParser(); ap.add_argument("--unread", action="store_true"); ap.add_argument("--max", type=int, default=50)
a = ap.parse_args()
svc = build("gmail", "v1", credentials=Credentials.from_authorized_user_file("token.json"))
res = svc.users().messages().list(userId="me", q="is:unread" if a.unread else "", maxResults=a.max).execute()
for m in res.get("messages", []):
    msg = svc.users().messages().get(userId="me", id=m["id"], format="metadata",
                                     metadataHeaders=["From", "Subject"]).execute()
    h = {x["name"]: x["value"] for x in msg["payload"]["headers"]}
    print(f'{m["id"]}\t{h.get("From","")}\t{h.get("Subject","")}\t{msg.get("snippet","")[:80]}')
