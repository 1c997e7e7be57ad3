#!/usr/bin/env python3
import argparse

TPL = """[Unit]
Description={name}
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User={user}
WorkingDirectory={workdir}
{envline}ExecStart={exec}
Restart=on-failure
RestartSec=5
NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=yes
PrivateTmp=yes
ReadWritePaths={workdir}/data

[Install]
WantedBy=multi-user.target
"""

TIMER = """[Unit]
Description=Run {name} on schedule

[Timer]
OnCalendar={cal}
Persistent=true

[Install]
WantedBy=timers.target
"""

ap = argparse.ArgumentParser()
ap.add_argument("--name", required=True)
ap.add_argument("--exec", required=True)
ap.add_argument("--user", default="nobody")
ap.add_argument("--workdir", default="/")
ap.add_argument("--env-file")
ap.add_argument("--calendar", help="e.g. 'daily' or 'Mon..Fri 07:30' to also print a timer")
a = ap.parse_args()
envline = f"EnvironmentFile={a.env_file}\n" if a.env_file else ""
print(f"# {a.name}.service")
print(TPL.format(name=a.name, user=a.user, workdir=a.workdir, envline=envline, exec=a.exec))
if a.calendar:
    print(f"# {a.name}.timer")
    print(TIMER.format(name=a.name, cal=a.calendar))
