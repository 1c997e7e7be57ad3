#!/usr/bin/env python3
import json
import os
import shutil
import socket
import sys
import time
import urllib.request

url = os.environ.get("METRICS_URL")
if not url or not url.startswith("https://"):
    sys.exit("METRICS_URL must be an https URL you control")

load1, load5, load15 = os.getloadavg()
disk = shutil.disk_usage("/")
with open("/proc/meminfo") as f:
    mem = {k: int(v.split()[0]) for k, v in (line.split(":", 1) for line in f)}

point = {
    "host": socket.gethostname(),
    "ts": int(time.time()),
    "load1": load1,
    "disk_used_pct": round(100 * disk.used / disk.total, 1),
    "mem_avail_kb": mem.get("MemAvailable"),
}
req = urllib.request.Request(url, data=json.dumps(point).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
