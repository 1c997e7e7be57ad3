#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const root = process.argv[2] || 'docs';
const external = process.argv.includes('--external');
const cfgPath = path.join(process.cwd(), '.linkcheck.json');
const cfg = fs.existsSync(cfgPath) ? JSON.parse(fs.readFileSync(cfgPath, 'utf8')) : { ignore: [] };
const ignore = (cfg.ignore || []).map(r => new RegExp(r));

const slug = h => h.trim().toLowerCase().replace(/[^\w\s-]/g, '').replace(/\s+/g, '-');

function mdFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e =>
    e.isDirectory() ? mdFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

function stripFences(src) { return src.replace(/```[\s\S]*?```/g, ''); }

async function checkUrl(url) {
  try {
    const ctl = new AbortController(); const t = setTimeout(() => ctl.abort(), cfg.timeoutMs || 5000);
    let r = await fetch(url, { method: 'HEAD', signal: ctl.signal });
    if (r.status === 405) r = await fetch(url, { signal: ctl.signal });
    clearTimeout(t); return r.status;
  } catch { return 0; }
}

(async () => {
  const problems = [];
  for (const file of mdFiles(root)) {
    const src = stripFences(fs.readFileSync(file, 'utf8'));
    for (const [, target] of src.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (ignore.some(r => r.test(target))) continue;
      if (/^https?:/.test(target)) { if (external) { const s = await checkUrl(target); if (s === 0 || s >= 400) problems.push({ file, target, kind: 'external-' + s }); } continue; }
      const [rel, anchor] = target.split('#');
      const dest = rel ? path.resolve(path.dirname(file), rel) : file;
      if (!fs.existsSync(dest)) { problems.push({ file, target, kind: 'broken-relative' }); continue; }
      if (anchor) {
        const heads = [...fs.readFileSync(dest, 'utf8').matchAll(/^#+\s+(.*)$/gm)].map(m => slug(m[1]));
        if (!heads.includes(anchor)) problems.push({ file, target, kind: 'missing-anchor' });
      }
    }
  }
  console.log(JSON.stringify(problems, null, 2));
})();
