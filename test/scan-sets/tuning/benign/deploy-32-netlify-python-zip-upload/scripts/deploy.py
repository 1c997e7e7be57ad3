import argparse
import io
import os
import zipfile

import requests

p = argparse.ArgumentParser()
p.add_argument("--site", required=True)
p.add_argument("folder")
a = p.parse_args()

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as z:
    for base, _, names in os.walk(a.folder):
        for n in names:
            path = os.path.join(base, n)
            z.write(path, os.path.relpath(path, a.folder))

token = os.environ["NETLIFY_AUTH_TOKEN"]
r = requests.post(
    f"https://api.netlify.com/api/v1/sites/{a.site}/deploys",
    headers={"Authorization": f"Bearer {token}", "Content-Type": "application/zip"},
    data=buf.getvalue(),
    timeout=60,
)
r.raise_for_status()
print(r.json()["deploy_ssl_url"])
