import json
import tomllib

import yaml


def load(path):
    with open(path, "rb") as f:
        if path.endswith(".toml"):
            return tomllib.load(f)
        if path.endswith((".yml", ".yaml")):
            return yaml.safe_load(f)
        return json.load(f)
