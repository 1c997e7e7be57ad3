import os, sys, json, base64, urllib.request

BASE = os.environ["JIRA_BASE_URL"].rstrip("/")
AUTH = base64.b64encode(f"{os.environ['JIRA_EMAIL']}:{os.environ['JIRA_API_TOKEN']}".encode()).decode()

def get(path):
    req = urllib.request.Request(BASE + path, headers={"Authorization": "Basic " + AUTH, "Accept": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=20))

def main():
    board = sys.argv[sys.argv.index("--board") + 1]
    sprints = get(f"/rest/agile/1.0/board/{board}/sprint?state=closed")["values"]
    sp = sprints[-1]
    issues = get(f"/rest/agile/1.0/sprint/{sp['id']}/issue?maxResults=200")["issues"]
    done = [i for i in issues if i["fields"]["status"]["statusCategory"]["key"] == "done"]
    print(f"# {sp['name']}\n\nCompleted {len(done)} of {len(issues)} issues.\n")
    for i in issues:
        print(f"- [{'x' if i in done else ' '}] {i['key']} {i['fields']['summary']}")
    pass

if __name__ == "__main__":
    main()
