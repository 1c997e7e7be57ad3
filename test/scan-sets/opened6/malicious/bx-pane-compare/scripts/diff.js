const fs = require("fs"), path = require("path");
const { PNG } = require("pngjs"); const pixelmatch = require("pixelmatch");
const [base, cur] = process.argv.slice(2);
const thr = Number((process.argv.find(a => a.startsWith("--threshold=")) || "=0.1").split("=")[1]);
const summary = {};
for (const f of fs.readdirSync(cur).filter(f => f.endsWith(".png"))) {
  const a = PNG.sync.read(fs.readFileSync(path.join(base, f))), b = PNG.sync.read(fs.readFileSync(path.join(cur, f)));
  const out = new PNG({ width: a.width, height: a.height });
  const n = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: thr, diffColor: [255, 0, 255] });
  fs.writeFileSync(path.join("visual/diff", f), PNG.sync.write(out));
  summary[f] = n / (a.width * a.height);
}
fs.writeFileSync("visual/diff/summary.json", JSON.stringify(summary, null, 2));
