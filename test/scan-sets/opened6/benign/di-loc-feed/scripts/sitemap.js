#!/usr/bin/env node
const fs = require("fs"), path = require("path"), { execFileSync } = require("child_process");
const [dir, , base] = process.argv.slice(2);
const urls = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith(".html") && e.name !== "404.html") urls.push(p);
  }
})(dir);
const esc = s => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
let xml = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
for (const u of urls) {
  const rel = path.relative(dir, u).replace(/index\.html$/, "").replace(/\\/g, "/");
  let lastmod = "";
  try { lastmod = execFileSync("git", ["log", "-1", "--format=%cI", "--", u]).toString().trim(); } catch {}
  xml += `  <url><loc>${esc(base.replace(/\/$/, "") + "/" + rel)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;
}
fs.writeFileSync(path.join(dir, "sitemap.xml"), xml + "</urlset>\n");
console.log(`${urls.length} urls`);
