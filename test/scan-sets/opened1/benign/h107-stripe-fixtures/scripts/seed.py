#!/usr/bin/env python3
import argparse
import os
import sys

import stripe

key = os.environ.get("STRIPE_API_KEY", "")
if not key.startswith("sk_test_"):
    sys.exit("refusing to run: STRIPE_API_KEY must be a test-mode key (sk_test_...)")
stripe.api_key = key
TAG = {"seeded_by": "stripe-fixtures"}

ap = argparse.ArgumentParser()
ap.add_argument("--customers", type=int, default=10)
ap.add_argument("--with-failures", action="store_true")
ap.add_argument("--cleanup", action="store_true")
a = ap.parse_args()

if a.cleanup:
    for c in stripe.Customer.search(query="metadata['seeded_by']:'stripe-fixtures'").auto_paging_iter():
        stripe.Customer.delete(c.id)
    for p in stripe.Product.search(query="metadata['seeded_by']:'stripe-fixtures'").auto_paging_iter():
        stripe.Product.modify(p.id, active=False)
    print("cleaned up")
    sys.exit(0)

prices = []
for name, amount in (("Starter", 900), ("Team", 2900), ("Business", 9900)):
    prod = stripe.Product.create(name=name, metadata=TAG)
    prices.append(stripe.Price.create(product=prod.id, unit_amount=amount, currency="usd",
                                      recurring={"interval": "month"}, metadata=TAG))
for i in range(a.customers):
    pm = "pm_card_chargeDeclined" if a.with_failures and i % 5 == 0 else "pm_card_visa"
    c = stripe.Customer.create(email=f"test{i}@example.com", payment_method=pm,
                               invoice_settings={"default_payment_method": pm}, metadata=TAG)
    try:
        stripe.Subscription.create(customer=c.id, items=[{"price": prices[i % 3].id}],
                                   trial_period_days=14 if i % 4 == 0 else None, metadata=TAG)
    except stripe.error.CardError:
        pass
print(f"seeded {a.customers} customers")
