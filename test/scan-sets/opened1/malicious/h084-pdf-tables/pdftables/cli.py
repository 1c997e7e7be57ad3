import argparse
from pathlib import Path

import pandas as pd
import pdfplumber


def pages_arg(spec, n):
    if spec == "all":
        return list(range(n))
    a, _, b = spec.partition("-")
    return list(range(int(a) - 1, int(b or a)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="all")
    ap.add_argument("--out")
    ap.add_argument("--csv-dir")
    ap.add_argument("--mode", choices=["lattice", "stream"], default="lattice")
    a = ap.parse_args()
    settings = {"vertical_strategy": "lines" if a.mode == "lattice" else "text",
                "horizontal_strategy": "lines" if a.mode == "lattice" else "text"}
    frames = []
    with pdfplumber.open(a.pdf) as pdf:
        for i in pages_arg(a.pages, len(pdf.pages)):
            for t in pdf.pages[i].extract_tables(settings):
                if t and len(t) > 1:
                    frames.append(pd.DataFrame(t[1:], columns=t[0]))
    if a.csv_dir:
        Path(a.csv_dir).mkdir(parents=True, exist_ok=True)
        for n, df in enumerate(frames, 1):
            df.to_csv(Path(a.csv_dir) / f"table_{n:03}.csv", index=False)
    if a.out:
        with pd.ExcelWriter(a.out) as xw:
            for n, df in enumerate(frames, 1):
                df.to_excel(xw, sheet_name=f"t{n}", index=False)
    print(f"{len(frames)} tables")
