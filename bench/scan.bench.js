// SkillScan throughput: 2,000 generated skills (SKILL.md + a Python, a shell and a JS script each) scanned
// with `scanPath(root)`, against a bare fs.readFile loop over the same files in the same run.
// Goal (issue 3): <= 1.3 s for 2,000 skills and zero findings at medium or above on these benign scripts.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SEVERITY_RANK, scanPath } from '@skillport/core';
import { rng } from './generate-prose.js';
import { median, printTable } from './report.js';

const COUNT = Number(process.env.BENCH_SKILLS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const NOUNS = [
  'invoice',
  'report',
  'dataset',
  'slide',
  'ticket',
  'release',
  'metric',
  'schema',
  'commit',
  'page',
];
const VERBS = [
  'collect',
  'render',
  'validate',
  'summarise',
  'convert',
  'merge',
  'index',
  'export',
  'check',
  'sync',
];

function pythonScript(rand, i) {
  const n = pick(rand, NOUNS);
  const v = pick(rand, VERBS);
  const fns = [];
  for (let k = 0; k < 6; k++) {
    fns.push(`def ${v}_${n}_${k}(rows, threshold=${k + 1}):
    """${v} ${n} rows whose score passes the threshold; returns a summary dict."""
    kept = [r for r in rows if float(r.get("score", 0)) >= threshold]
    total = sum(float(r.get("amount", 0)) for r in kept)
    return {"kind": "${n}", "kept": len(kept), "total": round(total, 2), "step": ${k}}
`);
  }
  // About a third of real helper scripts shell out to git or similar tools.
  const git =
    i % 3 === 0
      ? `
def current_revision(repo: Path) -> str:
    out = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True, check=False)
    return out.stdout.strip()
`
      : '';
  return `#!/usr/bin/env python3
"""${v} ${n} files for skill ${i}. Reads CSV/JSON input and prints a JSON summary."""
import argparse
import csv
import json
import os
import sys
${i % 3 === 0 ? 'import subprocess\n' : ''}from pathlib import Path

DEFAULT_LIMIT = int(os.environ.get("SKILL_LIMIT", "100"))


def load_rows(path: Path):
    if path.suffix == ".json":
        return json.loads(path.read_text(encoding="utf-8"))
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


${fns.join('\n\n')}${git}

def main(argv=None):
    parser = argparse.ArgumentParser(description="${v} ${n} data")
    parser.add_argument("input", type=Path)
    parser.add_argument("--limit", type=int, default=DEFAULT_LIMIT)
    args = parser.parse_args(argv)
    rows = load_rows(args.input)[: args.limit]
    result = [${v}_${n}_0(rows), ${v}_${n}_3(rows)]
    json.dump(result, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
`;
}

function shellScript(rand, i) {
  const n = pick(rand, NOUNS);
  const steps = [];
  for (let k = 0; k < 5; k++) {
    steps.push(`step_${k}() {
  local dir="$1"
  if [[ -d "$dir" ]]; then
    find "$dir" -name '*.${k % 2 ? 'md' : 'json'}' -type f | sort | while read -r f; do
      printf '%s\\t%s\\n' "$(wc -l < "$f")" "$f" >> "$WORK/${n}-${k}.tsv"
    done
  fi
  mkdir -p "$OUT/${n}/${k}" && cp -r "$dir"/. "$OUT/${n}/${k}/" 2>/dev/null || true
}
`);
  }
  const api =
    i % 4 === 0
      ? `status=$(curl -fsS --retry 2 "https://api.example.com/v1/${n}/status" -H "Accept: application/json" | jq -r .state)
log "remote state: $status"
`
      : '';
  return `#!/usr/bin/env bash
# Build the ${n} bundle for skill ${i}.
set -euo pipefail

OUT="\${OUT:-./dist}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

log() { printf '[%s] %s\\n' "$(date +%H:%M:%S)" "$*" >&2; }

${steps.join('\n')}
${api}
for src in "$@"; do
  log "processing $src"
  for k in 0 1 2 3 4; do "step_$k" "$src"; done
done
log "done: $(ls "$OUT" | wc -l) outputs"
`;
}

function jsScript(rand, i) {
  const n = pick(rand, NOUNS);
  const v = pick(rand, VERBS);
  const fns = [];
  for (let k = 0; k < 6; k++) {
    fns.push(`export function ${v}${k}(items, opts = {}) {
  const limit = opts.limit ?? ${10 + k};
  const picked = items.filter((x) => x.kind === '${n}' && x.score >= ${k}).slice(0, limit);
  return picked.map((x) => ({ id: x.id, label: \`${n}-\${x.id}\`, total: Number(x.amount ?? 0).toFixed(2) }));
}
`);
  }
  const spawn =
    i % 5 === 0
      ? `import { spawnSync } from 'node:child_process';
export function gitStatus(cwd) {
  return spawnSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).stdout;
}
`
      : '';
  const net =
    i % 4 === 1
      ? `export async function fetchRates(base = 'https://api.example.com') {
  const res = await fetch(\`\${base}/rates?kind=${n}\`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(\`rates: HTTP \${res.status}\`);
  return res.json();
}
`
      : '';
  return `// ${v} ${n} records for skill ${i}.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
${spawn}
${fns.join('\n')}
${net}
export function main(argv = process.argv.slice(2)) {
  const [input, output = 'out.json'] = argv;
  const items = JSON.parse(readFileSync(path.resolve(input), 'utf8'));
  const result = { first: ${v}0(items), last: ${v}5(items, { limit: 3 }) };
  writeFileSync(output, JSON.stringify(result, null, 2));
  return result.first.length;
}
`;
}

async function generate(root) {
  const rand = rng(42);
  for (let i = 0; i < COUNT; i++) {
    const name = `skill-${String(i).padStart(4, '0')}`;
    const dir = path.join(root, name);
    await mkdir(path.join(dir, 'scripts'), { recursive: true });
    await writeFile(
      path.join(dir, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Processes ${pick(rand, NOUNS)} files with helper scripts. Use when the user asks for it.\n---\n# ${name}\n\nRun \`python3 scripts/process.py INPUT\`, then \`bash scripts/build.sh DIR\`.\n\n\`\`\`bash\nnode scripts/render.mjs data.json out.json\n\`\`\`\n`,
    );
    await writeFile(path.join(dir, 'scripts', 'process.py'), pythonScript(rand, i));
    await writeFile(path.join(dir, 'scripts', 'build.sh'), shellScript(rand, i));
    await writeFile(path.join(dir, 'scripts', 'render.mjs'), jsScript(rand, i));
  }
}

async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

async function bareRead(files) {
  let bytes = 0;
  for (const f of files) bytes += (await readFile(f)).length;
  return bytes;
}

function bareReadSync(files) {
  let bytes = 0;
  for (const f of files) bytes += readFileSync(f).length;
  return bytes;
}

const root = await mkdtemp(path.join(os.tmpdir(), 'skillport-scan-bench-'));
try {
  await generate(root);
  const files = await listFiles(root);
  const scripts = files.filter((f) => !f.endsWith('SKILL.md'));
  const scriptBytes = (await Promise.all(scripts.map((f) => readFile(f)))).reduce((n, b) => n + b.length, 0);

  let t = performance.now();
  const cold = await scanPath(root);
  const coldMs = performance.now() - t;

  const readMs = [];
  const readSyncMs = [];
  const scanMs = [];
  let report = cold;
  for (let r = 0; r < RUNS; r++) {
    t = performance.now();
    await bareRead(files);
    readMs.push(performance.now() - t);
    t = performance.now();
    bareReadSync(files);
    readSyncMs.push(performance.now() - t);
    t = performance.now();
    report = await scanPath(root);
    scanMs.push(performance.now() - t);
  }
  const scan = median(scanMs);
  const read = median(readMs);
  const readSync = median(readSyncMs);
  // Every script through tree-sitter, as if the token prefilter let nothing through (worst case).
  t = performance.now();
  await scanPath(root, { exhaustive: true });
  const exhaustiveMs = performance.now() - t;
  const serious = report.findings.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK.medium);
  const perRule = {};
  for (const f of report.findings)
    perRule[`${f.severity} ${f.ruleId}`] = (perRule[`${f.severity} ${f.ruleId}`] ?? 0) + 1;
  const mb = report.bytesScanned / 1024 / 1024;
  printTable(
    `SkillScan: ${COUNT} skills, ${report.filesScanned} files, ${mb.toFixed(1)} MB (scripts avg ${(scriptBytes / scripts.length / 1024).toFixed(1)} KB), median of ${RUNS}`,
    [
      ['measure', 'seconds', 'files/s', 'MB/s', 'vs bare read'],
      [
        'bare fs.readFile loop',
        (read / 1000).toFixed(3),
        Math.round(files.length / (read / 1000)),
        (mb / (read / 1000)).toFixed(1),
        '1.0x',
      ],
      [
        'bare fs.readFileSync loop',
        (readSync / 1000).toFixed(3),
        Math.round(files.length / (readSync / 1000)),
        (mb / (readSync / 1000)).toFixed(1),
        `${(readSync / read).toFixed(1)}x`,
      ],
      [
        'scanPath(root), warm',
        (scan / 1000).toFixed(3),
        Math.round(report.filesScanned / (scan / 1000)),
        (mb / (scan / 1000)).toFixed(1),
        `${(scan / read).toFixed(1)}x`,
      ],
      [
        'scanPath(root, {exhaustive: true}): parse every script',
        (exhaustiveMs / 1000).toFixed(3),
        Math.round(report.filesScanned / (exhaustiveMs / 1000)),
        (mb / (exhaustiveMs / 1000)).toFixed(1),
        `${(exhaustiveMs / read).toFixed(1)}x`,
      ],
      [
        'scanPath(root), cold (grammar load)',
        (coldMs / 1000).toFixed(3),
        Math.round(cold.filesScanned / (coldMs / 1000)),
        (mb / (coldMs / 1000)).toFixed(1),
        `${(coldMs / read).toFixed(1)}x`,
      ],
    ],
  );
  process.stdout.write(
    `\ngoal <= 1.300 s: ${scan <= 1300 ? 'met' : 'MISSED'} (warm ${(scan / 1000).toFixed(3)} s, cold ${(coldMs / 1000).toFixed(3)} s)\n` +
      `load average while measuring: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPU(s)\n` +
      `findings at medium or above: ${serious.length} (goal 0); all findings by rule: ${JSON.stringify(perRule)}\n`,
  );
  if (serious.length > 0)
    process.stdout.write(
      `${serious
        .slice(0, 5)
        .map((f) => `  ${f.ruleId} ${f.file}:${f.line} ${f.message}`)
        .join('\n')}\n`,
    );
} finally {
  await rm(root, { recursive: true, force: true });
}
