#!/usr/bin/env python3
"""List Jira issues the user touched recently."""
import argparse
import json
import os
import sys

import requests


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="1d")
    a = ap.parse_args()
    site = os.environ["JIRA_SITE"].rstrip("/")
    auth = (os.environ["JIRA_EMAIL"], os.environ["JIRA_TOKEN"])
    jql = f"assignee = currentUser() AND updated >= -{a.since} ORDER BY updated DESC"
    r = requests.get(f"{site}/rest/api/3/search", params={"jql": jql, "fields": "summary,status"}, auth=auth, timeout=20)
    r.raise_for_status()
    issues = [{"key": i["key"], "summary": i["fields"]["summary"], "status": i["fields"]["status"]["name"]}
              for i in r.json()["issues"]]
    json.dump({"jira": issues}, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
