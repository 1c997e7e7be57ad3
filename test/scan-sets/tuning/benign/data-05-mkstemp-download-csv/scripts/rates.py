#!/usr/bin/env python3
import csv, io, os, sys, tempfile, zipfile
import urllib.request

URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref.zip"

def main():
    fd, path = tempfile.mkstemp(suffix=".zip")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(urllib.request.urlopen(URL, timeout=20).read())
        with zipfile.ZipFile(path) as z:
            text = z.read("eurofxref.csv").decode()
        row = next(csv.DictReader(io.StringIO(text), skipinitialspace=True))
        for code in sys.argv[1:] or ["USD"]:
            print(f"EUR/{code}: {row.get(code, 'n/a')}")
    finally:
        os.unlink(path)

if __name__ == "__main__":
    main()
