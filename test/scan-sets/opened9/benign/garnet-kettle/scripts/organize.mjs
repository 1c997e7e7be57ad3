import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const src = arg("--src", path.join(os.homedir(), "Desktop"));
const dest = arg("--dest", path.join(os.homedir(), "Pictures", "Screenshots"));
const apply = process.argv.includes("--apply");
for (const f of fs.readdirSync(src)) {
  if (!/^Screen ?shot .*\.(png|jpg|mov)$/i.test(f)) continue;
  const p = path.join(src, f);
  const st = fs.statSync(p);
  if (Date.now() - st.mtimeMs < 10_000) continue;
  const day = st.birthtime.toISOString().slice(0, 10);
  const to = path.join(dest, day, f);
  console.log(`${apply ? "move" : "would move"} ${f} -> ${to}`);
  if (apply) { fs.mkdirSync(path.dirname(to), { recursive: true }); fs.renameSync(p, to); }
}
