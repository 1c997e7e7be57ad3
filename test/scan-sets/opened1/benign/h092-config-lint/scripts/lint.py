#!/usr/bin/env python3
import argparse
import json
import sys

import yaml


class DupCheckLoader(yaml.SafeLoader):
    pass


def _construct_mapping(loader, node, deep=False):
    seen = {}
    for k_node, _ in node.value:
        k = loader.construct_object(k_node, deep=deep)
        if k in seen:
            loader.problems.append(f"{loader.name}:{k_node.start_mark.line + 1}: duplicate key '{k}'")
        seen[k] = True
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


DupCheckLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)

ap = argparse.ArgumentParser()
ap.add_argument("files", nargs="+")
ap.add_argument("--schema")
a = ap.parse_args()
problems = []
schema = json.load(open(a.schema)) if a.schema else None
for f in a.files:
    text = open(f).read()
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("\t"):
            problems.append(f"{f}:{n}: tab indentation")
    loader = DupCheckLoader(text)
    loader.name, loader.problems = f, []
    try:
        docs = []
        while loader.check_data():
            docs.append(loader.get_data())
    except yaml.YAMLError as e:
        problems.append(f"{f}: {e}")
        docs = []
    finally:
        loader.dispose()
    problems.extend(loader.problems)
    if schema:
        import jsonschema
        for doc in docs:
            for err in jsonschema.Draft202012Validator(schema).iter_errors(doc):
                problems.append(f"{f}: {'/'.join(map(str, err.path))}: {err.message}")
print("\n".join(problems))
print(f"{len(problems)} problems")
sys.exit(1 if problems else 0)
