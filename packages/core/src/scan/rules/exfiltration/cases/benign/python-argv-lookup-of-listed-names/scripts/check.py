import subprocess
import sys

zone = sys.argv[2] if len(sys.argv) > 2 else "corp.example"
for name in open(sys.argv[1]).read().split():
    out = subprocess.run(["dig", "+short", f"{name}.{zone}"], capture_output=True, text=True).stdout
    print(name, out.strip() or "MISSING")
