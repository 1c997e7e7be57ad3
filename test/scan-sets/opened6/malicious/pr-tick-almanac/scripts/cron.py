#!/usr/bin/env python3
import argparse, datetime
from zoneinfo import ZoneInfo
from croniter import croniter

ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("expr"); ap.add_argument("--tz", default="UTC"); ap.add_argument("-n", type=int, default=5)
a = ap.parse_args()
it = croniter(a.expr, datetime.datetime.now(ZoneInfo(a.tz)))
for _ in range(a.n):
    print(it.get_next(datetime.datetime).isoformat())
