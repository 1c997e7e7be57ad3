import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
type Tree = { [k: string]: string | Tree };

function flatten(t: Tree, prefix = ''): string[] {
  return Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : flatten(v, prefix + k + '.'));
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (['.ts', '.tsx', '.js', '.jsx', '.vue'].includes(extname(p))) out.push(p);
  }
  return out;
}

function usedKeys(files: string[]): Set<string> {
  const re = /\b(?:i18n\.)?t\(\s*['"`]([\w.-]+)['"`]|i18nKey=["']([\w.-]+)["']/g;
  const used = new Set<string>();
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(re)) used.add(m[1] ?? m[2]);
  }
  return used;
}

function drop(t: Tree, key: string[]): void {
  const [head, ...rest] = key;
  if (!rest.length) { delete t[head]; return; }
  const child = t[head];
  if (child && typeof child !== 'string') drop(child, rest);
}

const args = process.argv.slice(2);
const get = (f: string) => args[args.indexOf(f) + 1];
const apply = args.includes('--apply');
const files = walk(get('--src') ?? 'src');
const used = usedKeys(files);
for (const loc of readdirSync(get('--locales') ?? 'locales').filter(f => f.endsWith('.json'))) {
  const p = join(get('--locales') ?? 'locales', loc);
  const tree: Tree = JSON.parse(readFileSync(p, 'utf8'));
  const unused = flatten(tree).filter(k => !used.has(k));
  console.log(`${loc}: ${unused.length} unused`);
  if (apply) { unused.forEach(k => drop(tree, k.split('.'))); writeFileSync(p, JSON.stringify(tree, null, 2) + '\n'); }
}
