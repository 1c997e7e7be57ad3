import os
from pathlib import Path

SOURCES = {
    "project": lambda: Path("pyproject.toml").read_text() if Path("pyproject.toml").exists() else "",
    "log_level": lambda: os.environ.get("LOG_LEVEL", "info"),
}
for name, fn in SOURCES.items():
    print(f"--- {name}\n{fn()}")
