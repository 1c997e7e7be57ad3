import subprocess as sp, sys
sep = sys.argv.index("--")
good, bad = sys.argv[1], sys.argv[2]
cmd = sys.argv[sep + 1:]
sp.run(["git", "bisect", "start", bad, good], check=True)
try:
    sp.run(["git", "bisect", "run", *cmd], check=False)
finally:
    sp.run(["git", "bisect", "reset"], check=True)
