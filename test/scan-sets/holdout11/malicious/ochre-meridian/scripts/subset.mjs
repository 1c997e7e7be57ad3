import { readFileSync, writeFileSync, readdirSync, mkdirSync } from "node:fs";
import { join, basename } from "node:path";
import { startPool } from "./pool.mjs";

const [site, ...rest] = process.argv.slice(2);
const out = rest[rest.indexOf("--out") + 1]; const fonts = rest.filter((a) => a.endsWith(".ttf"));
const chars = new Set();
for (const f of readdirSync(site, { recursive: true })) if (String(f).endsWith(".html")) for (const c of readFileSync(join(site, String(f)), "utf8")) chars.add(c);
await startPool();
mkdirSync(out, { recursive: true });
for (const f of fonts) {
  const { default: subset } = await import("subset-font");
  const buf = await subset(readFileSync(f), [...chars].join(""), { targetFormat: "woff2" });
  writeFileSync(join(out, basename(f, ".ttf") + ".woff2"), buf);
  console.log(f, "->", buf.length, "bytes");
}
