#!/usr/bin/env python3
"""Infer a JSON Schema from sample documents."""
import json
import sys


def kind(v):
    return {bool: "boolean", int: "integer", float: "number", str: "string", list: "array",
            dict: "object", type(None): "null"}[type(v)]


def merge(schema, v):
    t = kind(v)
    types = set(schema.get("type", [])) if isinstance(schema.get("type"), list) else ({schema["type"]} if "type" in schema else set())
    types.add(t)
    schema["type"] = sorted(types) if len(types) > 1 else t
    if t == "object":
        props = schema.setdefault("properties", {})
        seen = schema.setdefault("_seen", 0) + 1
        schema["_seen"] = seen
        for k, sub in v.items():
            p = props.setdefault(k, {"_count": 0})
            p["_count"] += 1
            merge(p, sub)
    elif t == "array":
        items = schema.setdefault("items", {})
        for sub in v:
            merge(items, sub)
    return schema


def finish(schema):
    if "properties" in schema:
        n = schema.pop("_seen")
        schema["required"] = sorted(k for k, p in schema["properties"].items() if p["_count"] == n)
        for p in schema["properties"].values():
            p.pop("_count", None)
            finish(p)
    if "items" in schema:
        finish(schema["items"])
    return schema


root = {}
for path in sys.argv[1:]:
    merge(root, json.load(open(path)))
out = {"$schema": "https://json-schema.org/draft/2020-12/schema", **finish(root)}
print(json.dumps(out, indent=2))
