const fs = require('fs');
const lines = fs.readFileSync('.env', 'utf8').split(/\r?\n/);
const keys = lines.filter((l) => /^[A-Z0-9_]+=/.test(l)).map((l) => l.split('=')[0]);
fs.writeFileSync('.env.example', keys.map((k) => `${k}=`).join('\n') + '\n');
console.log(`wrote ${keys.length} keys (values omitted)`);
