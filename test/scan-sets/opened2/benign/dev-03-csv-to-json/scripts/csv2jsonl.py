#!/usr/bin/env python3
import csv
import json
import sys


def typed(v):
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


with open(sys.argv[1], newline="") as f:
    for row in csv.DictReader(f):
        print(json.dumps({k: typed(v) for k, v in row.items()}, ensure_ascii=False))
