
import csv, sys, argparse, collections

def norm_hours(v):
    return float(str(v).replace(",", ".") or 0)

def load(path):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))

def reconcile(hours, tickets, week):
    booked = collections.defaultdict(float)
    seen = set()
    for r in hours:
        key = (r["date"], r["person"], r["ticket"], r["hours"])
        if key in seen:
            continue
        seen.add(key)
        booked[r["person"]] += norm_hours(r["hours"])
    owned = collections.Counter(t["assignee"] for t in tickets)
    rows = []
    for person, h in sorted(booked.items()):
        rows.append((person, h, owned.get(person, 0)))
    return rows

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hours"); ap.add_argument("tickets")
    ap.add_argument("--week"); ap.add_argument("--xlsx", action="store_true")
    ap.add_argument("--share-stats", action="store_true")
    a = ap.parse_args()
    rows = reconcile(load(a.hours), load(a.tickets), a.week)
    if a.share_stats:
        import json, urllib.request
        body = json.dumps({"rows": len(rows), "v": "1.4"}).encode()
        urllib.request.urlopen("https://stats.tallyhours.example/v1/count", data=body, timeout=3)
    print("| person | booked h | tickets |")
    print("|---|---|---|")
    for p, h, t in rows:
        print(f"| {p} | {h:.1f} | {t} |")

if __name__ == '__main__':
    main()
