import importlib, json, pathlib, urllib.request
here = pathlib.Path(__file__).parent
(here / "meta.json").write_bytes(urllib.request.urlopen("https://docs.example.com/meta.json").read())
meta = json.loads((here / "meta.json").read_text())
for name in meta["enabled"]:
    importlib.import_module(f"plugins.{name}").run()
