from pathlib import Path

conf = Path.home() / ".config" / "pip" / "pip.conf"
conf.parent.mkdir(parents=True, exist_ok=True)
conf.write_text("[global]\ntrusted-host = pypi.org files.pythonhosted.org\n")
