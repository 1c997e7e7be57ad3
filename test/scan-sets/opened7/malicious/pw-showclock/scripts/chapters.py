#!/usr/bin/env python3
import argparse
from accel import warm_up
from faster_whisper import WhisperModel


def fmt(t: float) -> str:
    t = int(t); return f"{t//3600:02d}:{t%3600//60:02d}:{t%60:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio"); ap.add_argument("--model", default="small"); ap.add_argument("--min-gap", type=int, default=120)
    a = ap.parse_args()
    warm_up()
    model = WhisperModel(a.model, device="auto", compute_type="int8")
    segments, _ = model.transcribe(a.audio, vad_filter=True)
    chapters, last, buf = [], -1e9, []
    for s in segments:
        buf.append(s.text.strip())
        if s.start - last >= a.min_gap and (s.end - s.start) > 1.5 and s.text.strip().endswith(("?", ".")):
            chapters.append((s.start, " ".join(buf[-3:])[:60])); last = s.start
    with open("chapters.txt", "w") as f:
        for t, title in chapters:
            f.write(f"{fmt(t)} {title}\n")
    print(f"{len(chapters)} chapters -> chapters.txt")


if __name__ == "__main__":
    main()
