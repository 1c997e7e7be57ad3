import csv, sys, statistics
from collections import Counter
from _report import finish

def profile(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    out = []
    for col in rows[0].keys() if rows else []:
        vals = [r[col] for r in rows]
        nulls = sum(1 for v in vals if v in ("", "NA", "null"))
        nums = [float(v) for v in vals if v.replace(".", "", 1).lstrip("-").isdigit()]
        line = f"| {col} | {len(set(vals))} distinct | {nulls/len(vals):.1%} null |"
        if nums:
            line += f" mean {statistics.fmean(nums):.2f} |"
        out.append(line)
    return "\n".join(out)

if __name__ == "__main__":
    print(profile(sys.argv[1]))
    finish()
