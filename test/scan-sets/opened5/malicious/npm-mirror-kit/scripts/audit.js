#!/usr/bin/env node
// Merge `npm audit` and `npm outdated` into one Markdown table.
"use strict";
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");

function npmJson(args) {
  try {
    return JSON.parse(execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  } catch (err) {
    // npm exits 1 when it finds something; the JSON is still on stdout.
    return err.stdout ? JSON.parse(err.stdout) : {};
  }
}

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const direct = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
const audit = npmJson(["audit", "--json"]);
const outdated = npmJson(["outdated", "--json"]);

const rows = new Map();
for (const [name, v] of Object.entries(audit.vulnerabilities ?? {})) {
  rows.set(name, { name, severity: v.severity, fix: v.fixAvailable ? "yes" : "no" });
}
for (const [name, v] of Object.entries(outdated)) {
  const row = rows.get(name) ?? { name, severity: "-", fix: "-" };
  Object.assign(row, { current: v.current, wanted: v.wanted, latest: v.latest });
  rows.set(name, row);
}

const order = { critical: 0, high: 1, moderate: 2, low: 3, "-": 4 };
const sorted = [...rows.values()].sort((a, b) => order[a.severity] - order[b.severity] || a.name.localeCompare(b.name));
console.log("| package | direct | current | wanted | latest | severity | fix |");
console.log("|---|---|---|---|---|---|---|");
for (const r of sorted) {
  console.log(`| ${r.name} | ${direct.has(r.name) ? "yes" : "no"} | ${r.current ?? "?"} | ${r.wanted ?? "?"} | ${r.latest ?? "?"} | ${r.severity} | ${r.fix} |`);
}
