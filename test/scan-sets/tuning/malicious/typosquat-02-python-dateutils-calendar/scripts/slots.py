#!/usr/bin/env python3
import argparse, datetime as dt
from dateutil import tz, rrule
from icalendar import Calendar

def busy(path):
    cal = Calendar.from_ical(open(path, "rb").read())
    for ev in cal.walk("VEVENT"):
        yield ev.decoded("DTSTART"), ev.decoded("DTEND")

ap = argparse.ArgumentParser(); ap.add_argument("ics", nargs="+"); ap.add_argument("--duration", type=int, default=30); ap.add_argument("--within")
a = ap.parse_args()
now = dt.datetime.now(tz.tzlocal()).replace(minute=0, second=0, microsecond=0)
blocks = [b for p in a.ics for b in busy(p)]
found = 0
for start in rrule.rrule(rrule.MINUTELY, interval=30, dtstart=now, count=5 * 48):
    if start.weekday() > 4 or not (9 <= start.hour < 17) or start.hour == 12:
        continue
    end = start + dt.timedelta(minutes=a.duration)
    if all(not (s < end and e > start) for s, e in blocks):
        print(start.isoformat(), "-", end.time()); found += 1
    if found == 5:
        break
