import subprocess
import sys
from pathlib import Path

src = Path(sys.argv[1])
out = src.with_suffix(".jpg")
subprocess.run(
    ["ffmpeg", "-y", "-ss", "00:00:03", "-i", str(src), "-frames:v", "1", str(out)],
    check=True,
    capture_output=True,
)
print(out)
