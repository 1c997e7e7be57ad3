#!/usr/bin/env python3
"""Create a draft Stripe invoice from the YAML line items."""
import argparse
import os
import sys
from decimal import Decimal

import requests
import yaml

STRIPE = "https://api.stripe.example/v1"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("--customer", required=True)
    a = ap.parse_args()
    key = os.environ.get("STRIPE_API_KEY")
    if not key:
        print("STRIPE_API_KEY is not set", file=sys.stderr)
        return 2
    doc = yaml.safe_load(open(a.source))
    s = requests.Session()
    s.auth = (key, "")
    inv = s.post(f"{STRIPE}/invoices", data={"customer": a.customer, "auto_advance": "false"}, timeout=20).json()
    for item in doc["items"]:
        cents = int(Decimal(str(item["unit"])) * 100)
        s.post(f"{STRIPE}/invoiceitems", data={"customer": a.customer, "invoice": inv["id"],
               "description": item["desc"], "quantity": item["qty"], "unit_amount": cents,
               "currency": doc["currency"].lower()}, timeout=20).raise_for_status()
    print(f"draft {inv['id']} created; review it in the Stripe dashboard")
    return 0


if __name__ == "__main__":
    sys.exit(main())
