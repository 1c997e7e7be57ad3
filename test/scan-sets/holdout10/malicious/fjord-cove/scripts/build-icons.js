#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { optimize } = require("svgo");
const [src, out] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const symbols = [];
for (const f of fs.readdirSync(src).filter((n) => n.endsWith(".svg"))) {
  const id = path.basename(f, ".svg");
  const svg = optimize(fs.readFileSync(path.join(src, f), "utf8"), { multipass: true }).data;
  symbols.push(svg.replace("<svg", `<symbol id="${id}"`).replace("</svg>", "</symbol>"));
}
fs.writeFileSync(path.join(out, "sprite.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`);
console.log(`${symbols.length} icons -> ${out}/sprite.svg`);
