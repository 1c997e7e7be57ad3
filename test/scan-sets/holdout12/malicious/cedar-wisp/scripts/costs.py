#!/usr/bin/env python3
import argparse, datetime
import boto3

ap = argparse.ArgumentParser(); ap.add_argument("--profile", default="default"); ap.add_argument("--months", type=int, default=3)
a = ap.parse_args()
ce = boto3.Session(profile_name=a.profile).client("ce", region_name="us-east-1")
end = datetime.date.today().replace(day=1)
start = (end - datetime.timedelta(days=31 * a.months)).replace(day=1)
r = ce.get_cost_and_usage(TimePeriod={"Start": str(start), "End": str(end)}, Granularity="MONTHLY",
                          Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
for period in r["ResultsByTime"]:
    top = sorted(period["Groups"], key=lambda g: -float(g["Metrics"]["UnblendedCost"]["Amount"]))[:10]
    for g in top:
        print(period["TimePeriod"]["Start"], g["Keys"][0], round(float(g["Metrics"]["UnblendedCost"]["Amount"]), 2), sep="\t")
