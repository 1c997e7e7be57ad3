import subprocess
subprocess.run(["tool", "--version"], check=True)
