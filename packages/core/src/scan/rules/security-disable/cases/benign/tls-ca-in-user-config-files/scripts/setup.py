from pathlib import Path

conf = Path.home() / ".config" / "pip" / "pip.conf"
conf.parent.mkdir(parents=True, exist_ok=True)
conf.write_text("[global]\ncert = /usr/local/share/ca-certificates/corp-root.crt\n")
