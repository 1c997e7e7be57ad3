import subprocess, sys

for host in sys.argv[1:]:
    out = subprocess.run(["nslookup", f"{host}.internal.corp.example"], capture_output=True, text=True)
    print(host, "ok" if out.returncode == 0 else "missing")
