// The CLI as users run it: whole processes (`node packages/cli/bin/skillport.js ...`), timed from spawn to
// exit, against baselines that are whole processes too, measured in the same run and interleaved with
// them (round-robin, so a noisy neighbour slows every variant alike).
// - `--version` / `--help` against `node -e 0` (the floor any Node CLI pays); goal <= 100 ms wall. Both
//   through `node bin/skillport.js` and through `bin/skillport`, the shell launcher npm links as the command.
// - `list` / `validate` / `prompt` over 10,000 skills against a plain script that walks the same tree and
//   reads every SKILL.md whole (readdirSync + readFileSync); goal <= 1.0x. Without a cache
//   (SKILLPORT_CACHE=off), on a first run (empty cache: loads and writes it) and warm (cache written).
// - `scan` of 2,000 skills with three scripts each against a plain script that walks and reads every file;
//   goal <= 1.3 s as one process. Without a cache, on a first run and warm, like `list`.
// BENCH_GROUP=start|skills|scan times one group only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_VERSION, generateSkillCorpus } from './generate-corpus.js';
import { generateScanCorpus } from './generate-scan-corpus.js';
import { median, printTable } from './report.js';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const SCAN_COUNT = Number(process.env.BENCH_SCAN_SKILLS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const here = fileURLToPath(new URL('.', import.meta.url));
const BIN = fileURLToPath(new URL('../packages/cli/bin/skillport.js', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('../packages/cli/bin/skillport', import.meta.url));
const root = join(here, '.corpus', `discovery-v${CORPUS_VERSION}-${COUNT}`);
const scanRoot = join(here, '.corpus', `scan-${SCAN_COUNT}`);

async function ensure(dir, generate) {
  if (existsSync(join(dir, '.complete'))) return;
  rmSync(dir, { recursive: true, force: true });
  await generate(dir);
  writeFileSync(join(dir, '.complete'), '');
}
const only = process.env.BENCH_GROUP;
if (only === undefined || only === 'skills')
  await ensure(root, (dir) => generateSkillCorpus({ dir, count: COUNT }));
if (only === undefined || only === 'scan')
  await ensure(scanRoot, (dir) => generateScanCorpus({ dir, count: SCAN_COUNT }));

const work = mkdtempSync(join(os.tmpdir(), 'skillport-cli-bench-'));
const plainSkills = join(work, 'plain-skills.mjs');
writeFileSync(
  plainSkills,
  `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
let count = 0;
let chars = 0;
const walk = (dir) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) walk(path);
    else if (e.name === 'SKILL.md') {
      chars += readFileSync(path, 'utf8').length;
      count++;
    }
  }
};
walk(process.argv[2]);
process.stdout.write(JSON.stringify({ count, chars }) + '\\n');
`,
);
const plainFiles = join(work, 'plain-files.mjs');
writeFileSync(
  plainFiles,
  `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
let bytes = 0;
for (const e of readdirSync(process.argv[2], { withFileTypes: true, recursive: true }))
  if (e.isFile()) bytes += readFileSync(join(e.parentPath, e.name)).length;
process.stdout.write(bytes + '\\n');
`,
);

const warmCache = join(work, 'cache-warm');
const env = (extra) => ({ ...process.env, NO_COLOR: '1', ...extra });
const noCache = env({ SKILLPORT_CACHE: 'off' });
const warm = env({ SKILLPORT_CACHE_DIR: warmCache });
let firstRunDir = 0;
/** An empty cache folder for each run: the first run after an install or a change of every skill. */
const firstRun = () => env({ SKILLPORT_CACHE_DIR: join(work, `cache-first-${firstRunDir++}`) });
const cli = (...args) => [BIN, ...args];

const variants = [
  { group: 'start', label: 'node -e 0 (baseline)', args: ['-e', '0'], env: () => env({}) },
  { group: 'start', label: 'skillport --version', args: cli('--version'), env: () => env({}) },
  { group: 'start', label: 'skillport --help', args: cli('--help'), env: () => env({}) },
  {
    group: 'start',
    label: 'bin/skillport --version (shell launcher)',
    command: LAUNCHER,
    args: ['--version'],
    env: () => env({}),
  },
  {
    group: 'start',
    label: 'bin/skillport --help (shell launcher)',
    command: LAUNCHER,
    args: ['--help'],
    env: () => env({}),
  },
  {
    group: 'skills',
    label: 'plain script: walk + readFileSync every SKILL.md (baseline)',
    args: [plainSkills, root],
    env: () => env({}),
  },
  {
    group: 'skills',
    label: 'list --json, no cache',
    args: cli('list', '--root', root, '--json'),
    env: () => noCache,
  },
  {
    group: 'skills',
    label: 'list --json, first run (writes the cache)',
    args: cli('list', '--root', root, '--json'),
    env: firstRun,
  },
  {
    group: 'skills',
    label: 'list --json, warm cache',
    args: cli('list', '--root', root, '--json'),
    env: () => warm,
  },
  { group: 'skills', label: 'prompt, no cache', args: cli('prompt', '--root', root), env: () => noCache },
  { group: 'skills', label: 'prompt, warm cache', args: cli('prompt', '--root', root), env: () => warm },
  {
    group: 'skills',
    label: 'validate --json, no cache',
    args: cli('validate', root, '--json'),
    env: () => noCache,
  },
  {
    group: 'skills',
    label: 'validate --json, warm cache',
    args: cli('validate', root, '--json'),
    env: () => warm,
  },
  {
    group: 'scan',
    label: 'plain script: walk + readFileSync every file (baseline)',
    args: [plainFiles, scanRoot],
    env: () => env({}),
  },
  {
    group: 'scan',
    label: 'scan --json, no cache',
    args: cli('scan', scanRoot, '--json'),
    env: () => noCache,
  },
  {
    group: 'scan',
    label: 'scan --json, first run (writes the cache)',
    args: cli('scan', scanRoot, '--json'),
    env: firstRun,
  },
  {
    group: 'scan',
    label: 'scan --json, warm cache (reads and hashes every file)',
    args: cli('scan', scanRoot, '--json'),
    env: () => warm,
  },
];
// Without the machine's NODE_EXTRA_CA_CERTS as well, when it is set: Node reads that bundle at start-up.
if (process.env.NODE_EXTRA_CA_CERTS) {
  const bare = () => {
    const e = env({});
    delete e.NODE_EXTRA_CA_CERTS;
    return e;
  };
  variants.splice(
    5,
    0,
    { group: 'start', label: 'node -e 0, without NODE_EXTRA_CA_CERTS', args: ['-e', '0'], env: bare },
    {
      group: 'start',
      label: 'skillport --version, without NODE_EXTRA_CA_CERTS',
      args: cli('--version'),
      env: bare,
    },
    {
      group: 'start',
      label: 'skillport --help, without NODE_EXTRA_CA_CERTS',
      args: cli('--help'),
      env: bare,
    },
  );
}

if (only !== undefined) variants.splice(0, variants.length, ...variants.filter((v) => v.group === only));

function timeProcess(variant) {
  const start = performance.now();
  const result = spawnSync(variant.command ?? process.execPath, variant.args, {
    env: variant.env(),
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ms = performance.now() - start;
  // validate and scan exit 1 when they find something; anything else is a broken run.
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`${variant.label} exited ${result.status}: ${result.stderr.toString().slice(0, 500)}`);
  }
  return ms;
}

// Warm the page cache and write the warm cache once (so "warm" is warm from the first timed round).
for (const v of variants) timeProcess(v);
const times = new Map(variants.map((v) => [v, []]));
for (let round = 0; round < RUNS; round++) for (const v of variants) times.get(v).push(timeProcess(v));

const baselines = new Map();
for (const v of variants) if (v.label.includes('(baseline)')) baselines.set(v.group, median(times.get(v)));
const goal = {
  start: (ms, v) => (v.args[0] === BIN || v.command ? `≤ 100 ms: ${ms <= 100 ? 'met' : 'not met'}` : ''),
  skills: (_ms, v, ratio) => (v.args[0] === BIN ? `≤ 1.00×: ${ratio <= 1 ? 'met' : 'not met'}` : ''),
  scan: (ms, v) => (v.args[0] === BIN ? `≤ 1,300 ms: ${ms <= 1300 ? 'met' : 'not met'}` : ''),
};
const rows = [['process', 'median (ms)', 'min (ms)', 'vs baseline', 'goal']];
for (const v of variants) {
  const ms = median(times.get(v));
  const ratio = ms / baselines.get(v.group);
  rows.push([
    v.label,
    ms.toFixed(0),
    Math.min(...times.get(v)).toFixed(0),
    `${ratio.toFixed(2)}×`,
    goal[v.group](ms, v, ratio),
  ]);
}
printTable(
  `CLI processes: ${COUNT.toLocaleString('en')} skills, scan of ${SCAN_COUNT.toLocaleString('en')} skills × 3 scripts (median of ${RUNS}, interleaved)`,
  rows,
);
process.stdout.write(
  `\nload average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${os.cpus().length} CPUs; Node ${process.version}\n`,
);
rmSync(work, { recursive: true, force: true });
