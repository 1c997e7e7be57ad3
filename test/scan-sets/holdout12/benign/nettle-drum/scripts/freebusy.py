#!/usr/bin/env python3
import json, sys
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
cfg = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "request.json"))
svc = build("calendar", "v3", credentials=Credentials.from_authorized_user_file("token.json"))
fb = svc.freebusy().query(body={"timeMin": cfg["from"], "timeMax": cfg["to"],
                                "items": [{"id": e} for e in cfg["attendees"]]}).execute()
print(json.dumps(fb["calendars"], indent=2))
