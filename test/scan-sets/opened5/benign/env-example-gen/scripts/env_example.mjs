import { readFileSync, writeFileSync, existsSync } from "node:fs";

if (!existsSync(".env")) {
  console.error("no .env here");
  process.exit(1);
}
const lines = readFileSync(".env", "utf8").split(/\r?\n/);
const out = lines.map((l) => {
  const m = /^\s*([A-Z0-9_]+)\s*=/.exec(l);
  return m ? `${m[1]}=` : l.startsWith("#") ? l : "";
});
writeFileSync(".env.example", `${out.join("\n").trim()}\n`);
console.log(`.env.example written (${out.filter((l) => l.endsWith("=")).length} keys, values removed)`);
