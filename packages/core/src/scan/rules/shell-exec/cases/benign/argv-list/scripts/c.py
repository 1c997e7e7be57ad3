import subprocess, sys
subprocess.run(["convert", sys.argv[1], "out.png"], check=True)
