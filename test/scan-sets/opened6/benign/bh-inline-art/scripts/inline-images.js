#!/usr/bin/env node
// Inlines small images (logos, icons < 8 KiB) as base64 data URIs so they show
// even when the mail client blocks remote images.
const fs = require("fs"), path = require("path");
const file = process.argv[2];
const dir = path.dirname(file);
let html = fs.readFileSync(file, "utf8");
html = html.replace(/src="(?!https?:|data:)([^"]+\.(png|gif|jpe?g))"/g, (m, rel, ext) => {
  const p = path.join(dir, rel);
  const buf = fs.readFileSync(p);
  if (buf.length > 8192) return m; // keep large images as links
  const mime = ext === "jpg" ? "jpeg" : ext;
  return `src="data:image/${mime};base64,${buf.toString("base64")}"`;
});
fs.writeFileSync(file, html);
console.log("inlined small images in", file);
