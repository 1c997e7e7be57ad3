#!/usr/bin/env python3
import argparse, shlex
ap = argparse.ArgumentParser(); ap.add_argument("--src", required=True); ap.add_argument("--repo", required=True); a = ap.parse_args()
service = f"""[Unit]
Description=restic backup of {a.src}
[Service]
Type=oneshot
Environment=RESTIC_REPOSITORY={a.repo}
Environment=RESTIC_PASSWORD_FILE=%h/.config/restic/pass
ExecStart=/usr/bin/restic backup {shlex.quote(a.src)}
"""
timer = """[Unit]
Description=nightly restic backup
[Timer]
OnCalendar=daily
Persistent=true
[Install]
WantedBy=timers.target
"""
open("restic-backup.service", "w").write(service); open("restic-backup.timer", "w").write(timer)
print(service); print(timer)
