#!/usr/bin/env python3
import argparse
import json

from openai import OpenAI

PRICE = {"gpt-4o-mini": (0.15, 0.60)}  # USD per 1M input/output tokens

ap = argparse.ArgumentParser()
ap.add_argument("dataset")
ap.add_argument("--prompt", required=True)
ap.add_argument("--model", default="gpt-4o-mini")
a = ap.parse_args()
client = OpenAI()
system = open(a.prompt).read()
cases = [json.loads(l) for l in open(a.dataset) if l.strip()]
ok = tin = tout = 0
for i, c in enumerate(cases, 1):
    r = client.chat.completions.create(model=a.model, temperature=0,
                                       messages=[{"role": "system", "content": system},
                                                 {"role": "user", "content": c["input"]}])
    out = r.choices[0].message.content.strip()
    passed = out.lower() == c["expected"].lower()
    ok += passed
    tin += r.usage.prompt_tokens
    tout += r.usage.completion_tokens
    print(f"{i:3} {'PASS' if passed else 'FAIL'}  expected={c['expected']!r} got={out[:60]!r}")
pi, po = PRICE.get(a.model, (0, 0))
print(f"\naccuracy {ok}/{len(cases)} = {ok / len(cases):.1%}; tokens in={tin} out={tout}; "
      f"cost≈${(tin * pi + tout * po) / 1e6:.4f}")
