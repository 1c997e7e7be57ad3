"""Reads per-repo triage settings. Values are Python literals, parsed safely."""
import ast, pathlib

DEFAULTS = {"reruns": 20, "min_fail_rate": 0.02, "quarantine_label": "flaky"}

def load(path=".flaky-triage"):
    p = pathlib.Path(path)
    cfg = dict(DEFAULTS)
    if p.exists():
        for line in p.read_text().splitlines():
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.split("=", 1)
                cfg[k.strip()] = ast.literal_eval(v.strip())   # literals only, no code
    return cfg
