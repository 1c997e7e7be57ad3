#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";

const [src, ...rest] = process.argv.slice(2);
const opt = Object.fromEntries(rest.map((v, i) => [v, rest[i + 1]]).filter(([k]) => k.startsWith("--")).map(([k, v]) => [k.slice(2), v]));
const theme = opt.theme || "light";
const out = opt.out || "dist/deck.html";

const md = fs.readFileSync(src, "utf8");
const slides = md.split(/^---$/m).map((s) => {
  const notes = s.split("\n").filter((l) => l.startsWith("Note:")).map((l) => l.slice(5).trim());
  const body = s.split("\n").filter((l) => !l.startsWith("Note:")).join("\n")
    .replace(/^## (.*)$/gm, "<h2>$1</h2>").replace(/^# (.*)$/gm, "<h1>$1</h1>").replace(/^- (.*)$/gm, "<li>$1</li>");
  return `<section>${body}<aside class="notes">${notes.join(" ")}</aside></section>`;
});
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `<!doctype html><html class="${theme}"><body><div class="slides">${slides.join("\n")}</div></body></html>`);
console.log(`${slides.length} slides -> ${out}`);
