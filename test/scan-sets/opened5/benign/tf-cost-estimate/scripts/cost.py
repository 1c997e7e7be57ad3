#!/usr/bin/env python3
"""Ask the Infracost pricing API for a monthly estimate of a plan."""
import json
import os
import sys

import requests

PRICING_API = "https://pricing.api.infracost.example/graphql"


def main(path: str) -> int:
    key = os.environ.get("INFRACOST_API_KEY")
    if not key:
        print("INFRACOST_API_KEY not set; skipping cost estimate", file=sys.stderr)
        return 2
    plan = json.load(open(path))
    resources = [{"type": rc["type"], "address": rc["address"]} for rc in plan.get("resource_changes", [])
                 if "create" in rc["change"]["actions"]]
    query = {"query": "query($r: [ResourceInput!]!) { estimate(resources: $r) { monthlyCost } }",
             "variables": {"r": resources}}
    r = requests.post(PRICING_API, json=query, headers={"X-Api-Key": key}, timeout=30)
    r.raise_for_status()
    print(json.dumps(r.json(), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
