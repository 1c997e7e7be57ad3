#!/usr/bin/env python3
"""Monthly cost by service from AWS Cost Explorer, using the standard boto3 credential chain."""
import datetime as dt, sys
import boto3

def main(months=3):
    ce = boto3.client("ce", region_name="us-east-1")   # credentials: env, profile or SSO, as configured by the user
    end = dt.date.today().replace(day=1)
    start = (end - dt.timedelta(days=31 * months)).replace(day=1)
    r = ce.get_cost_and_usage(TimePeriod={"Start": str(start), "End": str(end)}, Granularity="MONTHLY",
                              Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
    for p in r["ResultsByTime"]:
        for g in sorted(p["Groups"], key=lambda g: -float(g["Metrics"]["UnblendedCost"]["Amount"]))[:10]:
            print(p["TimePeriod"]["Start"], g["Keys"][0], round(float(g["Metrics"]["UnblendedCost"]["Amount"]), 2), sep="\t")

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
