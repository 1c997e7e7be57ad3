#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");

const browser = process.argv[process.argv.indexOf("--browser") + 1] || "chrome";
const out = process.argv[process.argv.indexOf("--out") + 1] || "bookmarks.md";
const home = os.homedir();
const chrome = [path.join(home, ".config/google-chrome/Default/Bookmarks"), path.join(home, "Library/Application Support/Google/Chrome/Default/Bookmarks")];

function walk(node, depth, lines) {
  if (node.type === "url") lines.push(`${"  ".repeat(depth)}- [${node.name}](${node.url})`);
  else if (node.children) { lines.push(`${"  ".repeat(depth)}- **${node.name}**`); for (const c of node.children) walk(c, depth + 1, lines); }
}

if (browser !== "chrome") { console.error("firefox: use scripts/firefox.sql with sqlite3 on a copy of places.sqlite"); process.exit(2); }
const file = chrome.find(fs.existsSync);
if (!file) { console.error("Chrome Bookmarks file not found"); process.exit(1); }
const data = JSON.parse(fs.readFileSync(file, "utf8"));
const lines = ["# Bookmarks", ""];
for (const root of Object.values(data.roots)) if (root && root.children) walk(root, 0, lines);
fs.writeFileSync(out, lines.join("\n") + "\n");
console.log(`${lines.length - 2} lines -> ${out}`);
