#!/usr/bin/env node
const fs = require('fs'), path = require('path'), crypto = require('crypto');
const { optimize } = require('svgo');
const fg = require('fast-glob');
const [src, flag, out] = process.argv.slice(2);
const files = fg.sync('**/*.svg', { cwd: src });
const seen = new Map();
for (const f of files) {
  const raw = fs.readFileSync(path.join(src, f), 'utf8');
  const res = optimize(raw, { multipass: true, plugins: [{ name: 'preset-default', params: { overrides: { removeViewBox: false } } }] });
  const svg = res.data.replace(/(fill|stroke)="(?!none)[^"]*"/g, '$1="currentColor"');
  const h = crypto.createHash('sha1').update(svg).digest('hex');
  if (seen.has(h)) console.log(`duplicate: ${f} == ${seen.get(h)}`); else seen.set(h, f);
  const dest = path.join(out || 'dist', flag === '--react' ? f.replace(/\.svg$/, '.tsx') : f);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, flag === '--react' ? `export default () => (${svg});\n` : svg);
  console.log(`${f}: ${raw.length} -> ${svg.length} bytes`);
}
