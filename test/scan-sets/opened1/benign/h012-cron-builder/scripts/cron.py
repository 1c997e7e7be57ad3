#!/usr/bin/env python3
import argparse
import datetime as dt

NAMES = ["minute", "hour", "day of month", "month", "day of week"]
RANGES = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 6)]


def expand(field, lo, hi):
    out = set()
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/"); step = int(s)
        if part == "*":
            a, b = lo, hi
        elif "-" in part:
            a, b = map(int, part.split("-"))
        else:
            a = b = int(part)
        out.update(range(a, b + 1, step))
    return sorted(out)


def next_runs(expr, n=5):
    sets = [expand(f, *r) for f, r in zip(expr.split(), RANGES)]
    t = dt.datetime.now().replace(second=0, microsecond=0) + dt.timedelta(minutes=1)
    runs = []
    while len(runs) < n:
        if (t.minute in sets[0] and t.hour in sets[1] and t.month in sets[3]
                and (t.day in sets[2] or (t.isoweekday() % 7) in sets[4])):
            runs.append(t)
        t += dt.timedelta(minutes=1)
    return runs


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("explain"); e.add_argument("expr")
    b = sub.add_parser("build")
    for n in ("minute", "hour", "dom", "month", "dow"):
        b.add_argument(f"--{n}", default="*")
    b.add_argument("--command", required=True)
    a = ap.parse_args()
    expr = a.expr if a.cmd == "explain" else f"{a.minute} {a.hour} {a.dom} {a.month} {a.dow}"
    for name, f in zip(NAMES, expr.split()):
        print(f"{name:>13}: {f}")
    if a.cmd == "build":
        print(f"\n{expr} {a.command}")
    print("\nNext runs:")
    for r in next_runs(expr):
        print("  ", r.strftime("%a %Y-%m-%d %H:%M"))


if __name__ == "__main__":
    main()
