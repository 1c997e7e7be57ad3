#!/usr/bin/env python3
import json, math, sys
import anthropic

client = anthropic.Anthropic()  # reads ANTHROPIC_API_KEY

def run(system, text, model):
    r = client.messages.create(model=model, max_tokens=800, system=system, messages=[{"role": "user", "content": text}])
    return r.content[0].text

def judge(case, a, b, model):
    q = (f"Task input:\n{case['input']}\n\nReference:\n{case.get('reference','')}\n\n"
         f"Answer A:\n{a}\n\nAnswer B:\n{b}\n\nWhich is better? Reply 'A', 'B' or 'tie' then a short reason.")
    return run("You are a strict, impartial evaluator.", q, model).strip()

def wilson(k, n, z=1.96):
    if n == 0: return (0, 0)
    p = k / n; d = 1 + z*z/n
    c = (p + z*z/(2*n)) / d; h = z * math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / d
    return (c - h, c + h)

pa, pb, cases = open(sys.argv[1]).read(), open(sys.argv[2]).read(), [json.loads(l) for l in open(sys.argv[3])]
model = sys.argv[sys.argv.index("--model") + 1] if "--model" in sys.argv else "claude-sonnet-4-5"
wins = {"A": 0, "B": 0, "tie": 0}
for i, c in enumerate(cases):
    v = judge(c, run(pa, c["input"], model), run(pb, c["input"], model), model)
    k = "A" if v.startswith("A") else "B" if v.startswith("B") else "tie"
    wins[k] += 1
    print(f"{i:3d} {k:4} {v[:100]}")
n = wins["A"] + wins["B"]
lo, hi = wilson(wins["A"], n)
print(f"A wins {wins['A']}/{n} ({lo:.0%}–{hi:.0%}), ties {wins['tie']}")
