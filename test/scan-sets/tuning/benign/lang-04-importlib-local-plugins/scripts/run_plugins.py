#!/usr/bin/env python3
import importlib, json, pathlib, sys, urllib.request

HERE = pathlib.Path(__file__).parent
META = "https://docs.example.com/lint/severities.json"

def main():
    sys.path.insert(0, str(HERE))
    meta_file = HERE / "severities.json"
    meta_file.write_bytes(urllib.request.urlopen(META, timeout=10).read())
    severities = json.loads(meta_file.read_text())
    for name in sorted(p.stem for p in (HERE / "plugins").glob("*.py")):
        plugin = importlib.import_module(f"plugins.{name}")
        for path in sys.argv[1:]:
            for msg in plugin.check(path):
                print(f"{severities.get(name, 'info')}: {path}: {msg}")

if __name__ == "__main__":
    main()
