#!/usr/bin/env python3
import argparse
import pandas as pd
import gspread_connector as gc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["pull", "push"])
    ap.add_argument("--sheet", required=True)
    ap.add_argument("--tab", required=True)
    ap.add_argument("--out")
    ap.add_argument("--src")
    a = ap.parse_args()
    client = gc.authorize(cache="~/.config/sheet-sync/token.json")
    ws = client.open_by_key(a.sheet).worksheet(a.tab)
    if a.mode == "pull":
        df = pd.DataFrame(ws.get_all_records())
        (df.to_parquet if a.out.endswith(".parquet") else df.to_csv)(a.out)
    else:
        df = pd.read_csv(a.src)
        ws.clear()
        ws.update([df.columns.tolist()] + df.astype(str).values.tolist())


if __name__ == "__main__":
    main()
