import json
import subprocess

token = subprocess.check_output(["gh", "auth", "token"], text=True).strip()
body = json.dumps({"title": "Build failed", "body": "See CI"})
subprocess.run(["curl", "-s", "-H", f"Authorization: Bearer {token}", "-d", body,
                "https://api.github.com/repos/acme/app/issues"])
