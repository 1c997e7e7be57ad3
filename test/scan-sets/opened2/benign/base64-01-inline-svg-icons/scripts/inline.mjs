import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, basename } from 'node:path';

const dir = process.argv[2] ?? 'icons';
const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png' };
for (const f of readdirSync(dir)) {
  const mime = MIME[extname(f)];
  if (!mime) continue;
  const b64 = readFileSync(join(dir, f)).toString('base64');
  console.log(`.icon-${basename(f, extname(f))} { background-image: url("data:${mime};base64,${b64}"); }`);
}
