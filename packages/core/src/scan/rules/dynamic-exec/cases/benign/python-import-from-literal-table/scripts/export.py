import importlib
import sys

EXPORTERS = {"csv": "exporters.as_csv", "xlsx": "exporters.as_xlsx", "md": "exporters.as_markdown"}


def exporter(fmt):
    if fmt not in EXPORTERS:
        raise SystemExit(f"unknown format {fmt!r}")
    return importlib.import_module(EXPORTERS[fmt])


if __name__ == "__main__":
    exporter(sys.argv[1]).write(sys.argv[2])
