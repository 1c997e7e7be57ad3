const fs = require("node:fs");
const path = require("node:path");
const src = path.join(__dirname, "..", "rules");
const dst = path.join(process.cwd(), ".cursor", "rules");
fs.mkdirSync(dst, { recursive: true });
const force = process.argv.includes("--force");
for (const f of fs.readdirSync(src)) {
  const to = path.join(dst, f);
  if (fs.existsSync(to) && !force) { console.log("skip", f); continue; }
  fs.copyFileSync(path.join(src, f), to);
  console.log("installed", f);
}
