import { readFileSync } from 'node:fs';
type Cases = { pattern: string; flags?: string; match: string[]; reject: string[] };
const cases: Cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const re = new RegExp(cases.pattern, cases.flags ?? '');
let ok = true;
for (const s of cases.match) if (!re.test(s)) { ok = false; console.log('SHOULD MATCH  ', JSON.stringify(s)); }
for (const s of cases.reject) if (re.test(s)) { ok = false; console.log('SHOULD REJECT ', JSON.stringify(s)); }
const evil = 'a'.repeat(30000) + '!';
const t0 = performance.now(); re.test(evil); const ms = performance.now() - t0;
console.log(ok ? 'all cases pass' : 'failures above', `| adversarial: ${ms.toFixed(1)} ms${ms > 50 ? ' (ReDoS risk)' : ''}`);
