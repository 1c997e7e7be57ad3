import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, extname, basename } from "node:path";

const dir = process.argv[2] ?? "public/icons";
const MAX_BYTES = 2048;
const types = { ".svg": "image/svg+xml", ".png": "image/png" };
for (const f of readdirSync(dir)) {
  const type = types[extname(f)];
  const p = join(dir, f);
  if (!type || statSync(p).size > MAX_BYTES) continue;
  const data = readFileSync(p).toString("base64");
  console.log(`.icon-${basename(f, extname(f))} { background-image: url("data:${type};base64,${data}"); }`);
}
