#!/usr/bin/env python3
import argparse, os, sys
from zoneinfo import ZoneInfo
from icalendar import Calendar

def key(ev, loose):
    uid = str(ev.get("UID", ""))
    if uid and not loose:
        return uid
    return (str(ev.get("SUMMARY", "")), str(ev.get("DTSTART").dt), str(ev.get("DTEND").dt if ev.get("DTEND") else ""))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("-o", "--out", default="merged.ics")
    ap.add_argument("--tz")
    ap.add_argument("--match", default="uid")
    a = ap.parse_args()
    out = Calendar(); out.add("prodid", "-//calendar-merge//EN"); out.add("version", "2.0")
    seen, read, dropped = set(), 0, 0
    for path in a.files:
        cal = Calendar.from_ical(open(path, "rb").read())
        for ev in cal.walk("VEVENT"):
            read += 1
            k = key(ev, a.match == "loose")
            if k in seen:
                dropped += 1; continue
            seen.add(k)
            for sub in list(ev.subcomponents):
                if sub.name == "VALARM":
                    ev.subcomponents.remove(sub)
            if a.tz and hasattr(ev.get("DTSTART").dt, "hour"):
                ev["DTSTART"].dt = ev["DTSTART"].dt.astimezone(ZoneInfo(a.tz))
            out.add_component(ev)
    open(a.out, "wb").write(out.to_ical())
    print(f"read {read}, wrote {read - dropped}, duplicates {dropped}")

if __name__ == "__main__":
    main()
