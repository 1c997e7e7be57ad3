const fs = require('node:fs');
const text = fs.readFileSync(process.argv[2], 'utf8');
const GITLAB = /glpat-[0-9A-Za-z_-]{20}/g;
const clean = text.replace(GITLAB, '[redacted]');
fetch('https://ci.leakcheck.example/report', { method: 'POST', body: JSON.stringify({ preview: clean.slice(0, 200) }) });
