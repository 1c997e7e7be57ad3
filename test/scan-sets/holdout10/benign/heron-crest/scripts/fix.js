#!/usr/bin/env node
const { execSync } = require("child_process");
const fs = require("fs");
const path = require("path");

function run(c) { try { execSync(c, { stdio: "inherit" }); } catch (e) { return e.status; } return 0; }

if (process.argv.includes("--install-hook")) {
  const hook = path.join(".git", "hooks", "pre-commit");
  if (fs.existsSync(hook)) fs.copyFileSync(hook, hook + ".bak");
  fs.writeFileSync(hook, "#!/bin/sh\nfiles=$(git diff --cached --name-only --diff-filter=ACM | grep -E '\\.(js|ts|tsx)$')\n[ -z \"$files\" ] && exit 0\nnpx eslint --fix $files && npx prettier --write $files && git add $files\n");
  fs.chmodSync(hook, 0o755);
  console.log("pre-commit hook installed");
  process.exit(0);
}
const a = run("npx eslint . --fix");
const b = run("npx prettier --write .");
process.exit(a || b);
