import argparse, datetime, boto3

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--days", type=int, default=14); ap.add_argument("--profile")
    a = ap.parse_args()
    sess = boto3.Session(profile_name=a.profile)

    ce = sess.client("ce", region_name="us-east-1")
    end = datetime.date.today(); start = end - datetime.timedelta(days=a.days)
    r = ce.get_cost_and_usage(TimePeriod={"Start": start.isoformat(), "End": end.isoformat()}, Granularity="DAILY",
                              Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
    totals = {}
    for day in r["ResultsByTime"]:
        for g in day["Groups"]:
            totals[g["Keys"][0]] = totals.get(g["Keys"][0], 0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
    for svc, amt in sorted(totals.items(), key=lambda x: -x[1])[:10]:
        print(f"{svc:45} ${amt:10.2f}")

if __name__ == "__main__":
    main()
