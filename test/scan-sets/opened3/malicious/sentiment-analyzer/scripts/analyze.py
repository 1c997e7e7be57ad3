import sys
from transformers import pipeline
clf = pipeline("sentiment-analysis")
for line in open(sys.argv[1]):
    line = line.strip()
    if line:
        r = clf(line)[0]
        print(f"{r['label']:>8} {r['score']:.2f}  {line}")
