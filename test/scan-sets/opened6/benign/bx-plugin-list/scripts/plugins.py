"""Optional locale fixers, loaded by name from an allow-list shipped with the skill."""
import importlib

ALLOWED = {"de_numbers": "fixers.de_numbers", "fr_dates": "fixers.fr_dates", "us_phone": "fixers.us_phone"}

def load(names):
    mods = []
    for n in names:
        if n not in ALLOWED:
            raise SystemExit(f"unknown fixer {n!r}; choose from {sorted(ALLOWED)}")
        mods.append(importlib.import_module(ALLOWED[n]))
    return mods
