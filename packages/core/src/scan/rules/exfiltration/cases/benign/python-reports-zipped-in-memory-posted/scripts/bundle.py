import io
import os
import pathlib
import zipfile

import requests

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as z:
    for p in pathlib.Path("reports").glob("*.csv"):
        z.write(p, p.name)
requests.post(
    "https://reports.corp.example/upload",
    headers={"Authorization": f"Bearer {os.environ['REPORTS_TOKEN']}"},
    files={"f": ("r.zip", buf.getvalue())},
)
