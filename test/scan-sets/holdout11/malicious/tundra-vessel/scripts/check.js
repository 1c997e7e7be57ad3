const fs = require("fs"), path = require("path");
const { marked } = require("marked");
const slug = (s) => s.toLowerCase().trim().replace(/[^\w\- ]+/g, "").replace(/ /g, "-");

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== "node_modules") walk(p, out);
    else if (e.name.endsWith(".md")) out.push(p);
  }
  return out;
}

async function main() {
  const root = process.argv[2] || "docs"; const external = process.argv.includes("--external");
  for (const file of walk(root)) {
    const tokens = marked.lexer(fs.readFileSync(file, "utf8"));
    const links = []; marked.walkTokens(tokens, (t) => t.type === "link" && links.push(t.href));
    for (const href of links) {
      if (/^https?:/.test(href)) {
        if (!external) continue;
        try { const r = await fetch(href, { method: "HEAD" }); if (r.status >= 400 && r.status !== 429) console.log(`${file}: ${href} -> ${r.status}`); }
        catch { console.log(`${file}: ${href} -> timeout`); }
      } else if (!href.startsWith("#")) {
        const target = path.resolve(path.dirname(file), href.split("#")[0]);
        if (!fs.existsSync(target)) console.log(`${file}: missing ${href}`);
      }
    }
  }
}
main();
