// Cold discovery of 10,000 skills vs the plainest way to do the I/O (a synchronous walk that reads every
// SKILL.md whole, in-process like the loader), plus an unchanged-tree refresh and peak RSS of the 10k
// registry. The CLI's whole-process numbers are in cli.bench.js.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSkillRegistry, loadSkills } from '@skillport/core';
import { CORPUS_VERSION, generateSkillCorpus } from './generate-corpus.js';
import { median, printTable } from './report.js';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '.corpus', `discovery-v${CORPUS_VERSION}-${COUNT}`);

if (process.argv[2] === '--rss') {
  const watch = process.argv[3] === '--watch';
  const registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }], watch });
  let snapshot = await registry.get();
  if (watch) snapshot = await registry.refresh(); // the load that establishes every watch
  globalThis.gc?.();
  const { rss } = process.memoryUsage();
  process.stdout.write(
    // VmHWM is this process's own peak; getrusage's maxRSS keeps the parent's size from before exec.
    JSON.stringify({ skills: snapshot.skills.length, rss, maxRss: peakRssBytes() }),
  );
  process.exit(0);
}

if (!existsSync(join(root, '.complete'))) {
  await rm(root, { recursive: true, force: true });
  await generateSkillCorpus({ dir: root, count: COUNT });
  await import('node:fs/promises').then((fs) => fs.writeFile(join(root, '.complete'), ''));
}

/** The baseline: what any script must do at minimum — find every SKILL.md and read it, synchronously. */
function bareWalk(dir) {
  let count = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name === 'SKILL.md') {
        readFileSync(path, 'utf8');
        count++;
      }
    }
  };
  walk(dir);
  return count;
}

/** The same with fs.promises and every folder in parallel: slower on this VM, kept for reference only. */
async function asyncWalk(dir) {
  let count = 0;
  const walk = async (d) => {
    const entries = await readdir(d, { withFileTypes: true });
    await Promise.all(
      entries.map(async (e) => {
        if (e.name.startsWith('.') || e.name === 'node_modules') return;
        const path = join(d, e.name);
        if (e.isDirectory()) await walk(path);
        else if (e.name === 'SKILL.md') {
          await readFile(path, 'utf8');
          count++;
        }
      }),
    );
  };
  await walk(dir);
  return count;
}

async function time(fn) {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

// Warm the page cache once so every variant reads from memory.
bareWalk(root);
const bare = [];
const asyncBare = [];
const cold = [];
const refresh = [];
const watched = [];
for (let i = 0; i < RUNS; i++) {
  const b = await time(() => bareWalk(root));
  if (b.value !== COUNT) throw new Error(`baseline found ${b.value} skills, expected ${COUNT}`);
  bare.push(b.ms);
  const a = await time(() => asyncWalk(root));
  if (a.value !== COUNT) throw new Error(`async walk found ${a.value} skills, expected ${COUNT}`);
  asyncBare.push(a.ms);
  const c = await time(() => loadSkills({ roots: [{ path: root, category: 'custom' }] }));
  if (c.value.skills.length !== COUNT)
    throw new Error(`loader found ${c.value.skills.length} skills, expected ${COUNT}`);
  cold.push(c.ms);
  const registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }] });
  await registry.get();
  const r = await time(() => registry.refresh());
  if (r.value.stats.parsed !== 0)
    throw new Error(`unchanged refresh re-parsed ${r.value.stats.parsed} skills`);
  refresh.push(r.ms);
  // With change notifications: the second load establishes the watches, the third can skip the disk.
  const watching = createSkillRegistry({ roots: [{ path: root, category: 'custom' }], watch: true });
  await watching.get();
  await watching.refresh();
  const w = await time(() => watching.refresh());
  if (!w.value.stats.walkSkipped) throw new Error('watched refresh did not skip the walk');
  watched.push(w.ms);
  watching.close();
}

const rssOut = execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--rss'], {
  env: { ...process.env, BENCH_SKILLS: String(COUNT) },
}).toString();
const rss = JSON.parse(rssOut);
const rssWatch = JSON.parse(
  execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--rss', '--watch'], {
    env: { ...process.env, BENCH_SKILLS: String(COUNT) },
  }).toString(),
);

const bareMs = median(bare);
const coldMs = median(cold);
const refreshMs = median(refresh);
const watchedMs = median(watched);
printTable(`Discovery: ${COUNT.toLocaleString('en')} skills (median of ${RUNS})`, [
  ['variant', 'time (ms)', 'vs baseline', 'goal'],
  ['walk + readFileSync every SKILL.md (baseline)', bareMs.toFixed(0), '1.00×', ''],
  [
    'fs.promises walk + readFile, parallel (reference)',
    median(asyncBare).toFixed(0),
    `${(median(asyncBare) / bareMs).toFixed(2)}×`,
    '',
  ],
  [
    'loadSkills cold (frontmatter only, parsed, validated)',
    coldMs.toFixed(0),
    `${(coldMs / bareMs).toFixed(2)}×`,
    '≤ 1.00×',
  ],
  [
    'registry refresh, unchanged tree',
    refreshMs.toFixed(0),
    `${(coldMs / refreshMs).toFixed(1)}× faster than cold`,
    '≥ 10× faster',
  ],
  [
    'registry refresh, unchanged tree, watch: true',
    watchedMs.toFixed(1),
    `${(coldMs / watchedMs).toFixed(0)}× faster than cold`,
    '≥ 10× faster',
  ],
  ['peak RSS, 10k registry (separate process)', `${(rss.maxRss / 2 ** 20).toFixed(0)} MB`, '', '≤ 150 MB'],
  ['peak RSS, 10k registry with watch: true', `${(rssWatch.maxRss / 2 ** 20).toFixed(0)} MB`, '', ''],
]);

function peakRssBytes() {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
  return kb * 1024;
}
