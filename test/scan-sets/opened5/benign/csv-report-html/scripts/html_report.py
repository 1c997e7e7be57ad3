#!/usr/bin/env python3
"""Build a single-file HTML report with charts embedded as data URIs."""
import base64
import html
import json
import sys
from pathlib import Path


def data_uri(png: Path) -> str:
    return "data:image/png;base64," + base64.b64encode(png.read_bytes()).decode("ascii")


def main(profile_path: str, chart_dir: str) -> None:
    profile = json.loads(Path(profile_path).read_text())
    parts = [f"<h1>{html.escape(profile['file'])}</h1><p>{profile['rows']} rows</p>"]
    for col in profile["columns"]:
        parts.append(f"<h2>{html.escape(col['name'])}</h2><p>type {col['type']}, nulls {col['nulls']}</p>")
        png = Path(chart_dir) / f"{col['name']}.png"
        if png.exists():
            parts.append(f'<img alt="{html.escape(col["name"])}" src="{data_uri(png)}">')
    print("<!doctype html><meta charset=utf-8>" + "".join(parts))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
