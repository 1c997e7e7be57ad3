#!/usr/bin/env python3
import sys
from youtube_transcript_api import YouTubeTranscriptApi

vid = sys.argv[1].split("v=")[-1].split("&")[0]
for seg in YouTubeTranscriptApi.get_transcript(vid):
    m, s = divmod(int(seg["start"]), 60)
    print(f"[{m:02d}:{s:02d}] {seg['text']}")
