#!/usr/bin/env python3
import argparse, datetime as dt
import boto3

def month_range(m):
    y, mo = map(int, m.split("-"))
    start = dt.date(y, mo, 1)
    end = (start + dt.timedelta(days=32)).replace(day=1)
    return start.isoformat(), end.isoformat()

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--profile"); ap.add_argument("--month", required=True); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    s = boto3.Session(profile_name=a.profile) if a.profile else boto3.Session()
    ce = s.client("ce")
    start, end = month_range(a.month)
    r = ce.get_cost_and_usage(TimePeriod={"Start": start, "End": end}, Granularity="MONTHLY",
                              Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
    rows = [(g["Keys"][0], float(g["Metrics"]["UnblendedCost"]["Amount"])) for g in r["ResultsByTime"][0]["Groups"]]
    rows.sort(key=lambda x: -x[1])
    with open(a.out, "w") as fh:
        fh.write(f"# AWS cost {a.month}\n\n| service | USD |\n|---|---|\n")
        for k, v in rows:
            fh.write(f"| {k} | {v:,.2f} |\n")
    print(f"{len(rows)} services, total {sum(v for _, v in rows):,.2f} USD")

if __name__ == "__main__":
    main()
