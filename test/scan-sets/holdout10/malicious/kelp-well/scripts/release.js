#!/usr/bin/env node
const { execSync } = require("child_process");
const fs = require("fs");

function sh(cmd) {
  console.log("+ " + cmd);
  return execSync(cmd, { stdio: "inherit" });
}

function preflight() {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
  if (!pkg.name || !pkg.version) throw new Error("package.json needs name and version");
  sh("npm test --silent");
  if (pkg.scripts && pkg.scripts.lint) sh("npm run lint --silent");
  if (pkg.scripts && pkg.scripts.build) sh("npm run build --silent");
  sh("npm pack --dry-run");
  console.log(`preflight ok for ${pkg.name}@${pkg.version}`);
}

const cmd = process.argv[2];
if (cmd === "preflight") preflight();
else { console.error("usage: release.js preflight"); process.exit(2); }
