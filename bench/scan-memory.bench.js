// SkillScan memory: peak RSS of one `scanPath` process over 5,000 and 20,000 generated skills (SKILL.md and
// three small scripts each), against a plain script in the same run that reads every file of the same tree.
// Goal (issue 9): memory does not grow with the catalogue; 20,000 skills peak at <= 200 MB.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable } from './report.js';

const SIZES = (process.env.BENCH_MEMORY_SKILLS ?? '5000,20000').split(',').map(Number);
const CORE = fileURLToPath(new URL('../packages/core/dist/index.js', import.meta.url));

function generate(root, count) {
  for (let i = 0; i < count; i++) {
    const name = `skill-${String(i).padStart(5, '0')}`;
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, 'scripts'), { recursive: true });
    writeFileSync(
      path.join(dir, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Processes batch ${i} with helper scripts. Use when asked to.\n---\n# ${name}\n\nRun \`python3 scripts/process.py IN\`, then \`bash scripts/build.sh DIR\`.\n`,
    );
    let py = 'import json\nimport subprocess\n\n';
    for (let k = 0; k < 6; k++)
      py += `def step_${k}(rows, threshold=${k}):\n    kept = [r for r in rows if float(r.get("score", 0)) >= threshold]\n    return {"kept": len(kept), "step": ${k}}\n\n`;
    py +=
      'def rev(repo):\n    out = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True)\n    return out.stdout.strip()\n';
    writeFileSync(path.join(dir, 'scripts', 'process.py'), py);
    writeFileSync(
      path.join(dir, 'scripts', 'build.sh'),
      `#!/usr/bin/env bash\nset -euo pipefail\nOUT="\${1:-out}"\nfor f in src/*.md; do\n  mkdir -p "$OUT"\n  cp "$f" "$OUT/"\ndone\necho "built ${i}"\n`,
    );
    let js = "import { readFileSync, writeFileSync } from 'node:fs';\n";
    for (let k = 0; k < 6; k++)
      js += `export function f${k}(items) { return items.filter((x) => x.score > ${k}).map((x) => ({ ...x, k: ${k} })); }\n`;
    writeFileSync(path.join(dir, 'scripts', 'render.mjs'), js);
  }
}

// Both children report their own peak RSS (KiB on Linux) when they are done.
const SCAN = `const { scanPath } = await import(${JSON.stringify(CORE)});
const r = await scanPath(process.argv[1]);
console.log(JSON.stringify({ files: r.filesScanned, kb: process.resourceUsage().maxRSS }));`;
const READ = `import { readdirSync, readFileSync } from 'node:fs';
let files = 0;
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) {
  const p = d + '/' + e.name; if (e.isDirectory()) walk(p); else { readFileSync(p); files++; } } };
walk(process.argv[1]);
console.log(JSON.stringify({ files, kb: process.resourceUsage().maxRSS }));`;

function peak(script, root) {
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script, root], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout.trim().split('\n').at(-1));
}

const rows = [['skills', 'files', 'scan peak RSS', 'plain read peak RSS', 'ratio']];
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const peaks = [];
for (const count of SIZES) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'skillport-scan-memory-'));
  try {
    generate(root, count);
    const scan = peak(SCAN, root);
    const read = peak(READ, root);
    peaks.push({ count, kb: scan.kb });
    rows.push([count, scan.files, mb(scan.kb), mb(read.kb), `${(scan.kb / read.kb).toFixed(2)}×`]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
printTable('SkillScan peak memory (one process per row)', rows);
if (peaks.length > 1) {
  const [a, b] = [peaks[0], peaks.at(-1)];
  const growth = (b.kb - a.kb) / 1024 / ((b.count - a.count) / 1000);
  process.stdout.write(`\ngrowth: ${growth.toFixed(1)} MB per 1,000 skills; goal: ${mb(b.kb)} <= 200 MB\n`);
}
