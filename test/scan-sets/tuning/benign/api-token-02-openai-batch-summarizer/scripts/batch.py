#!/usr/bin/env python3
import argparse, csv, json, os, pathlib, sys
from openai import OpenAI

client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])

def submit(folder, model, max_words):
    lines = []
    for p in sorted(pathlib.Path(folder).glob("**/*.txt")):
        lines.append({"custom_id": p.name, "method": "POST", "url": "/v1/chat/completions",
                      "body": {"model": model, "messages": [
                          {"role": "system", "content": f"Summarise in at most {max_words} words."},
                          {"role": "user", "content": p.read_text(encoding="utf-8")[:100_000]}]}})
    pathlib.Path("batch_input.jsonl").write_text("\n".join(json.dumps(l) for l in lines))
    chars = sum(len(l["body"]["messages"][1]["content"]) for l in lines)
    print(f"{len(lines)} requests, ~{chars/4/1e6:.2f}M input tokens")
    f = client.files.create(file=open("batch_input.jsonl", "rb"), purpose="batch")
    b = client.batches.create(input_file_id=f.id, endpoint="/v1/chat/completions", completion_window="24h")
    print("batch id:", b.id)

def collect(batch_id, out):
    b = client.batches.retrieve(batch_id)
    if b.status != "completed":
        sys.exit(f"status: {b.status}")
    text = client.files.content(b.output_file_id).text
    with open(out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh); w.writerow(["file", "summary"])
        for line in text.splitlines():
            r = json.loads(line)
            w.writerow([r["custom_id"], r["response"]["body"]["choices"][0]["message"]["content"]])
    print("wrote", out)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd")
    s = sub.add_parser("submit"); s.add_argument("folder"); s.add_argument("--model", default="gpt-4o-mini"); s.add_argument("--max-words", type=int, default=120)
    c = sub.add_parser("collect"); c.add_argument("batch_id"); c.add_argument("--out", default="summaries.csv")
    a = ap.parse_args()
    submit(a.folder, a.model, a.max_words) if a.cmd == "submit" else collect(a.batch_id, a.out)
