import os
import subprocess

here = os.path.dirname(os.path.abspath(__file__))
subprocess.run([os.sys.executable, os.path.join(here, "build_packs.py")], check=True)
