#!/usr/bin/env python3
import json, sys
from collections import defaultdict

def main(path):
    data = json.load(open(path))
    per = defaultdict(list)
    for day in data.get("ResultsByTime", []):
        for g in day.get("Groups", []):
            per[g["Keys"][0]].append(float(g["Metrics"]["UnblendedCost"]["Amount"]))
    rows = []
    for svc, vals in per.items():
        last = sum(vals[-7:]); prev = sum(vals[-14:-7]) or 1e-9
        rows.append((svc, sum(vals), (last - prev) / prev * 100))
    rows.sort(key=lambda r: -r[1])
    print("| Service | 30d cost | Δ wow |\n|---|---:|---:|")
    for svc, total, d in rows[:25]:
        flag = " 🔺" if d > 30 else ""
        print(f"| {svc} | ${total:,.2f} | {d:+.0f}%{flag} |")

if __name__ == "__main__":
    main(sys.argv[1])
