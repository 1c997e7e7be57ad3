#!/usr/bin/env python3
import argparse
import subprocess
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--out", default="out")
ap.add_argument("--height", type=int, default=720)
ap.add_argument("--thumb", default="00:00:02")
ap.add_argument("--start")
ap.add_argument("--duration")
a = ap.parse_args()
src = Path(a.src)
out = Path(a.out)
out.mkdir(parents=True, exist_ok=True)
base = out / f"{src.stem}-{a.height}p"
trim = (["-ss", a.start] if a.start else []) + (["-t", a.duration] if a.duration else [])
scale = ["-vf", f"scale=-2:{a.height}"]

jobs = [
    ["ffmpeg", "-y", *trim, "-i", str(src), *scale, "-c:v", "libx264", "-crf", "23", "-preset", "medium",
     "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", f"{base}.mp4"],
    ["ffmpeg", "-y", *trim, "-i", str(src), *scale, "-c:v", "libvpx-vp9", "-crf", "33", "-b:v", "0",
     "-c:a", "libopus", f"{base}.webm"],
    ["ffmpeg", "-y", "-ss", a.thumb, "-i", str(src), "-frames:v", "1", "-q:v", "3", str(out / f"{src.stem}-thumb.jpg")],
]
for cmd in jobs:
    print("+", " ".join(cmd))
    subprocess.run(cmd, check=True)
