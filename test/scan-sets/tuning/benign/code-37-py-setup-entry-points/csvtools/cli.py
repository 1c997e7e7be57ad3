import csv
import sys


def main():
    with open(sys.argv[2]) as fh:
        for i, row in enumerate(csv.reader(fh)):
            if i >= 5:
                break
            print(row)
