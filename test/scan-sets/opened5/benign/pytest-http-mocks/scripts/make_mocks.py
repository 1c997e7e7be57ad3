#!/usr/bin/env python3
"""Generate respx routes for each GET/POST in an OpenAPI file."""
import sys

import yaml

BASE = "https://api.payments.example"

spec = yaml.safe_load(open(sys.argv[1]))
print("import respx\n\n\ndef register(mock: respx.MockRouter) -> None:")
for path, ops in spec.get("paths", {}).items():
    for method in ("get", "post"):
        if method in ops:
            example = ops[method].get("responses", {}).get("200", {}).get("content", {})
            body = next(iter(example.values()), {}).get("example", {}) if example else {}
            print(f"    mock.{method}('{BASE}{path}').respond(json={body!r})")
