// Markdown phrase matching and the secrets gate on large prose: the per-file work SkillScan does for every
// Markdown reference of a big skill (findSecrets + findHiddenUnicode + analyzeMarkdown), with the keyword
// prefilter (default) against `exhaustive: true`, where the precise regexes examine every line and every
// secret pattern runs on every file. Both variants must report the same findings; the run fails if not.
// Inputs: ~4.3 MB of generated prose (150 files x 360 lines, like install.bench.js) and the Markdown of
// the real-skill corpus (../shared/corpus/real) when present.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeMarkdown } from '../packages/core/dist/scan/analyze-markdown.js';
import { createFileContext } from '../packages/core/dist/scan/file-context.js';
import { findHiddenUnicode } from '../packages/core/dist/scan/find-hidden-unicode.js';
import { findSecrets } from '../packages/core/dist/scan/find-secrets.js';
import { proseTopic, rng } from './generate-prose.js';
import { median, printTable } from './report.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const GOAL_MS = 30;
const CORPUS = fileURLToPath(new URL('../../shared/corpus/real', import.meta.url));

function generateProse() {
  const random = rng(7);
  return Array.from({ length: 150 }, (_, i) => ({
    file: `references/topic-${String(i).padStart(3, '0')}.md`,
    // Through a Buffer like scanPath, so the string is flat as it is when read from disk.
    text: Buffer.from(proseTopic(i, random)).toString('utf8'),
  }));
}

function corpusMarkdown() {
  if (!existsSync(CORPUS)) return [];
  return readdirSync(CORPUS, { recursive: true })
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({ file: f, text: readFileSync(path.join(CORPUS, f), 'utf8') }));
}

function scanAll(docs, exhaustive) {
  const findings = [];
  for (const { file, text } of docs) {
    const ctx = createFileContext(file, text);
    findSecrets(ctx, { exhaustive });
    findHiddenUnicode(ctx, { code: false, entry: path.basename(file) === 'SKILL.md' });
    analyzeMarkdown(ctx, { entry: path.basename(file) === 'SKILL.md', exhaustive });
    findings.push(...ctx.findings);
  }
  return findings;
}

function timeMs(docs, exhaustive) {
  scanAll(docs, exhaustive);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    scanAll(docs, exhaustive);
    runs.push(performance.now() - start);
  }
  return median(runs);
}

const inputs = [['generated prose', generateProse()]];
const corpus = corpusMarkdown();
if (corpus.length > 0) inputs.push(['real corpus Markdown', corpus]);

const rows = [['input', 'files', 'MB', 'exhaustive (ms)', 'prefilter (ms)', 'ratio', 'findings', 'goal']];
let failed = false;
for (const [label, docs] of inputs) {
  const reference = JSON.stringify(scanAll(docs, true));
  if (JSON.stringify(scanAll(docs, false)) !== reference) {
    process.stdout.write(`FAIL: ${label}: the prefilter changes the findings\n`);
    failed = true;
  }
  const full = timeMs(docs, true);
  const fast = timeMs(docs, false);
  const mb = docs.reduce((n, d) => n + d.text.length, 0) / 1024 / 1024;
  rows.push([
    label,
    docs.length,
    mb.toFixed(1),
    full.toFixed(1),
    fast.toFixed(1),
    `${(full / fast).toFixed(1)}×`,
    JSON.parse(reference).length,
    label === 'generated prose' ? `≤ ${GOAL_MS} ms` : '',
  ]);
  if (label === 'generated prose') {
    process.stdout.write(
      `${fast <= GOAL_MS ? 'PASS' : 'MISS'}: prose ${fast.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms)\n`,
    );
  }
}
printTable(`Markdown analysis + secrets + hidden Unicode per file (median of ${RUNS})`, rows);
process.exit(failed ? 1 : 0);
