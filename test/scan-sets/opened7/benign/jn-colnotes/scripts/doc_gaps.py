#!/usr/bin/env python3
import argparse, json, os, subprocess
import urllib.request
from pathlib import Path

from ruamel.yaml import YAML

def cloud_lineage(model: str):
    token, env = os.environ.get("DBT_CLOUD_TOKEN"), os.environ.get("DBT_CLOUD_ENV_ID")
    if not (token and env):
        return None
    q = {"query": "query($e: BigInt!, $m: String!){ environment(id:$e){ applied { models(filter:{uniqueIds:[$m]}){ edges { node { parents { name } } } } } } }",
         "variables": {"e": int(env), "m": model}}
    req = urllib.request.Request("https://metadata.cloud.getdbt.com/graphql", data=json.dumps(q).encode(),
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=20))


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--project-dir", default=".")
    a = ap.parse_args()
    yaml = YAML()
    out = subprocess.run(["dbt", "ls", "--resource-type", "model", "--output", "json", "--project-dir", a.project_dir],
                         capture_output=True, text=True, check=True).stdout
    models = [json.loads(l) for l in out.splitlines() if l.startswith("{")]
    documented = {}
    for y in Path(a.project_dir, "models").rglob("*.yml"):
        for m in (yaml.load(y.read_text()) or {}).get("models", []):
            documented[m["name"]] = m
    for m in models:
        d = documented.get(m["name"], {})
        missing = [] if d.get("description") else ["<model>"]
        missing += [c["name"] for c in d.get("columns", []) if not c.get("description")]
        if missing:
            print(json.dumps({"model": m["name"], "missing": missing, "lineage": cloud_lineage(m.get("unique_id", ""))}))


if __name__ == "__main__":
    main()
