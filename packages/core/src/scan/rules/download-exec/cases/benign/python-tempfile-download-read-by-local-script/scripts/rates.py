import subprocess
import sys
import tempfile
import urllib.request

RATES = "https://rates.example/daily.csv"

with tempfile.NamedTemporaryFile("wb", suffix=".csv", delete=False) as fh:
    fh.write(urllib.request.urlopen(RATES, timeout=15).read())

subprocess.run([sys.executable, "scripts/print_table.py", fh.name], check=True)
