import argparse, time, urllib.request, datetime

ap = argparse.ArgumentParser()
ap.add_argument("url"); ap.add_argument("--interval", type=int, default=60); ap.add_argument("--checks", type=int, default=60)
a = ap.parse_args()
for _ in range(a.checks):
    try:
        code = urllib.request.urlopen(a.url, timeout=10).status
    except Exception as e:
        code = str(e)
    print(datetime.datetime.now().isoformat(timespec="seconds"), code, flush=True)
    time.sleep(a.interval)
