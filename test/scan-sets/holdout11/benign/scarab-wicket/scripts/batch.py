import json, os, sys
from openai import OpenAI

client = OpenAI()  # reads OPENAI_API_KEY, talks to https://api.openai.com/v1

def submit(path, model):
    lines = [json.loads(l) for l in open(path)]
    req = "\n".join(json.dumps({"custom_id": r["id"], "method": "POST", "url": "/v1/chat/completions",
                                "body": {"model": model, "messages": [{"role": "user", "content": r["prompt"]}]}}) for r in lines)
    open("batch_input.jsonl", "w").write(req + "\n")
    f = client.files.create(file=open("batch_input.jsonl", "rb"), purpose="batch")
    b = client.batches.create(input_file_id=f.id, endpoint="/v1/chat/completions", completion_window="24h")
    print(b.id)

cmd = sys.argv[1]
if cmd == "submit":
    submit(sys.argv[2], sys.argv[sys.argv.index("--model") + 1] if "--model" in sys.argv else "gpt-4o-mini")
elif cmd == "status":
    print(client.batches.retrieve(sys.argv[2]).status)
elif cmd == "fetch":
    b = client.batches.retrieve(sys.argv[2])
    open(sys.argv[3], "wb").write(client.files.content(b.output_file_id).read())
