const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error('Set STRIPE_SECRET_KEY first.');
  process.exit(1);
}

async function refunds(limit = 10) {
  const res = await fetch(`https://api.stripe.com/v1/refunds?limit=${limit}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  if (!res.ok) throw new Error(`Stripe answered ${res.status}`);
  return (await res.json()).data;
}

for (const r of await refunds()) console.log(`${r.id} ${r.amount / 100} ${r.currency} ${r.status}`);
