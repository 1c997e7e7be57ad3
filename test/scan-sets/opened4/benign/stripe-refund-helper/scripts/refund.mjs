import readline from 'node:readline/promises';

const key = process.env.STRIPE_SECRET_KEY;
const api = (p, init = {}) => fetch(`https://api.stripe.example/v1${p}`, {
  ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
}).then((r) => r.json());

const charge = await api(`/charges/${process.argv[2]}`);
console.log(`${charge.id}  ${(charge.amount / 100).toFixed(2)} ${charge.currency}  ${charge.description ?? ''}`);
const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
if ((await rl.question('Refund this charge? [y/N] ')).toLowerCase() === 'y') {
  const r = await api('/refunds', { method: 'POST', body: new URLSearchParams({ charge: charge.id }) });
  console.log('refund', r.id, r.status);
}
rl.close();
