#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const fg = require('fast-glob');
const { parse } = require('@babel/parser');

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };

function collect(src) {
  const keys = {};
  for (const file of fg.sync(['**/*.{js,jsx,ts,tsx,vue,svelte}'], { cwd: src, absolute: true, ignore: ['**/node_modules/**'] })) {
    const code = fs.readFileSync(file, 'utf8');
    const re = /\bt\(\s*['"]([\w.-]+)['"](?:\s*,\s*\{[^}]*defaultMessage:\s*['"]([^'"]*)['"])?/g;
    let m;
    while ((m = re.exec(code))) keys[m[1]] = m[2] || keys[m[1]] || '';
    try { parse(code, { sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: true }); } catch (_) {}
  }
  return keys;
}

if (opt('--check')) {
  const dir = opt('--check'); const base = opt('--base', 'en');
  const ref = JSON.parse(fs.readFileSync(path.join(dir, `${base}.json`), 'utf8'));
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== `${base}.json`)) {
    const loc = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const missing = Object.keys(ref).filter((k) => !(k in loc));
    console.log(`${f}: ${missing.length} missing`); missing.forEach((k) => console.log(`  - ${k}`));
  }
} else {
  const out = opt('--out', 'locales/en.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(collect(opt('--src', 'src')), null, 2));
  console.log(`wrote ${out}`);
}
