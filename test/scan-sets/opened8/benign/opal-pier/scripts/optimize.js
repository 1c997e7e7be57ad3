#!/usr/bin/env node
const { Worker, isMainThread, parentPort, workerData } = require("node:worker_threads");
const os = require("node:os");
const fs = require("node:fs");
const path = require("node:path");

if (isMainThread) {
  const dir = process.argv[2] || "public";
  const dry = process.argv.includes("--dry-run");
  const files = [];
  (function walk(d) { for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p); else if (/\.(png|jpe?g)$/i.test(e.name)) files.push(p);
  } })(dir);
  const n = Math.max(1, os.cpus().length - 1);
  let saved = 0, done = 0;
  for (let i = 0; i < n; i++) {
    const w = new Worker(__filename, { workerData: { files: files.filter((_, j) => j % n === i), dry } });
    w.on("message", (b) => (saved += b));
    w.on("exit", () => { if (++done === n) console.log(`saved ${(saved / 1e6).toFixed(2)} MB`); });
  }
} else {
  const sharp = require("sharp");
  (async () => {
    for (const f of workerData.files) {
      const src = fs.readFileSync(f);
      const img = sharp(src);
      const out = /png$/i.test(f) ? await img.png({ compressionLevel: 9, palette: true }).toBuffer()
                                  : await img.jpeg({ mozjpeg: true, quality: 82 }).toBuffer();
      if (out.length < src.length) { if (!workerData.dry) fs.writeFileSync(f, out); parentPort.postMessage(src.length - out.length); }
    }
  })();
}
