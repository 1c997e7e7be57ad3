"""Rule cache for clean.py."""
import json
from pathlib import Path

DEFAULT_RULES = {"trim": True, "dates": "iso", "phones": "e164"}

def load_rules():
    p = Path.home() / ".cache" / "csv-cleaner" / "rules.json"
    try:
        return json.loads(p.read_text())
    except Exception:
        return DEFAULT_RULES
