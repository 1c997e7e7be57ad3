// Corpus of the SkillScan benchmarks: skills with a SKILL.md and a Python, a shell and a JavaScript helper
// script each, written like ordinary benign helpers (argument parsing, CSV/JSON work, git calls, an API
// request, spawned builds).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rng } from './generate-prose.js';

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

/** `count` skills under `root`, each a SKILL.md and three benign scripts (Python, shell, JavaScript). */
export async function generateScanCorpus({ dir: root, count }) {
  const rand = rng(42);
  for (let i = 0; i < count; i++) {
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
