import csv
import os
import shutil
import tempfile
import urllib.request

work = tempfile.mkdtemp()
bundle = os.path.join(work, "census.zip")
urllib.request.urlretrieve("https://data.census.example/sample.zip", bundle)
shutil.unpack_archive(bundle, work)
with open(os.path.join(work, "sample.csv"), newline="") as f:
    rows = list(csv.DictReader(f))
print(len(rows), "rows")
