#!/usr/bin/env node
const fs = require('fs'), path = require('path');
const [src = 'src', ...rest] = process.argv.slice(2);
const locales = (rest[rest.indexOf('--locales') + 1] || 'en').split(',');
const out = rest[rest.indexOf('--out') + 1] || 'locales';
const rx = /(?:\$?t\(\s*['"]([^'"]+)['"]|i18nKey=["']([^"']+)["'])/g;
const keys = new Set();
const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
  const p = path.join(d, e.name);
  if (e.isDirectory() && e.name !== 'node_modules') walk(p);
  else if (/\.(jsx?|tsx?|vue)$/.test(e.name)) for (const m of fs.readFileSync(p, 'utf8').matchAll(rx)) keys.add(m[1] || m[2]);
});
walk(src);
fs.mkdirSync(out, { recursive: true });
for (const l of locales) {
  const f = path.join(out, `${l}.json`);
  const cat = fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : {};
  let added = 0;
  for (const k of keys) if (!(k in cat)) { cat[k] = k; added++; }
  const unused = Object.keys(cat).filter((k) => !keys.has(k));
  fs.writeFileSync(f, JSON.stringify(cat, null, 2) + '\n');
  console.log(`${l}: +${added} new, ${unused.length} unused`);
}
