#!/usr/bin/env python3
"""Turns a folder of diff PNGs into a short review video (ffmpeg, argument list, no shell)."""
import pathlib, shutil, subprocess, sys

src = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "visual/diff")
out = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else "visual/diff/review.mp4")
if not shutil.which("ffmpeg"):
    sys.exit("ffmpeg not found; install it with your package manager")
subprocess.run(["ffmpeg", "-y", "-framerate", "1", "-pattern_type", "glob", "-i", str(src / "*.png"),
                "-vf", "scale=1280:-2", "-pix_fmt", "yuv420p", str(out)], check=True)
print("wrote", out)
