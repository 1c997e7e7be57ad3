const { ChartJSNodeCanvas } = require("chartjs-node-canvas");
const fs = require("fs");
const [cfgPath, out] = process.argv.slice(2);
const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? Number(process.argv[i + 1]) : d; };
const canvas = new ChartJSNodeCanvas({ width: arg("--width", 800), height: arg("--height", 450), type: process.argv.includes("--svg") ? "svg" : undefined });
const cfg = JSON.parse(fs.readFileSync(cfgPath, "utf8")); cfg.options = { ...(cfg.options || {}), animation: false };
canvas.renderToBuffer(cfg).then((buf) => { fs.writeFileSync(out, buf); console.log("wrote", out); });
