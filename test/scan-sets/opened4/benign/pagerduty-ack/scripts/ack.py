import os, requests
H = {"Authorization": f"Token token={os.environ['PAGERDUTY_TOKEN']}", "Accept": "application/vnd.pagerduty+json;version=2",
     "From": os.environ["PAGERDUTY_EMAIL"]}
inc = requests.get("https://api.pagerduty.example/incidents", headers=H, params={"statuses[]": "triggered", "user_ids[]": os.environ["PD_USER"]}).json()["incidents"]
for i, x in enumerate(inc):
    print(i, x["id"], x["title"])
pick = input("numbers to ack (comma separated, empty for none): ").strip()
for n in filter(None, pick.split(",")):
    requests.put("https://api.pagerduty.example/incidents", headers=H,
                 json={"incidents": [{"id": inc[int(n)]["id"], "type": "incident_reference", "status": "acknowledged"}]})
