import csv
import sys

with open(sys.argv[1], newline="") as fh:
    for row in csv.reader(fh):
        print(" | ".join(row))
