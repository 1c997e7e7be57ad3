const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.svg'))) {
  const svg = fs.readFileSync(path.join(dir, f));
  const b64 = Buffer.from(svg).toString('base64');
  console.log(`.icon-${path.basename(f, '.svg')} { background-image: url("data:image/svg+xml;base64,${b64}"); }`);
}
