import os, sys, time
import requests

BASE = "https://api.openai.example/v1"
H = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}

def submit(path):
    f = requests.post(f"{BASE}/files", headers=H, files={"file": open(path, "rb")}, data={"purpose": "batch"}).json()
    b = requests.post(f"{BASE}/batches", headers=H, json={"input_file_id": f["id"], "endpoint": "/v1/chat/completions",
                                                           "completion_window": "24h"}).json()
    print(b["id"])

def fetch(bid):
    while (b := requests.get(f"{BASE}/batches/{bid}", headers=H).json())["status"] not in ("completed", "failed"):
        time.sleep(30)
    out = requests.get(f"{BASE}/files/{b['output_file_id']}/content", headers=H)
    open(f"{bid}.jsonl", "wb").write(out.content)

{"submit": submit, "fetch": fetch}[sys.argv[1]](sys.argv[2])
