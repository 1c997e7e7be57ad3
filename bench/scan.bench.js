// SkillScan throughput: 2,000 generated skills (SKILL.md + a Python, a shell and a JS script each) scanned
// with `scanPath(root)`, against the fastest plain way to touch the same files in the same run: a
// synchronous walk that reads every file (readdirSync + readFileSync), in-process like the scan.
// Goal (issue 3): <= 1.3 s for 2,000 skills and zero findings at medium or above on these benign scripts.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SEVERITY_RANK, scanPath } from '@skillport/core';
import { generateScanCorpus } from './generate-scan-corpus.js';
import { median, printTable } from './report.js';

const COUNT = Number(process.env.BENCH_SKILLS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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

/** The baseline: list the tree and read every file, synchronously (the scan also lists the tree). */
function bareWalkReadSync(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += readFileSync(path.join(entry.parentPath, entry.name)).length;
  }
  return bytes;
}

const root = await mkdtemp(path.join(os.tmpdir(), 'skillport-scan-bench-'));
try {
  await generateScanCorpus({ dir: root, count: COUNT });
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
    bareWalkReadSync(root);
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
      ['measure', 'seconds', 'files/s', 'MB/s', 'vs baseline'],
      [
        'walk + readFileSync every file (baseline)',
        (readSync / 1000).toFixed(3),
        Math.round(files.length / (readSync / 1000)),
        (mb / (readSync / 1000)).toFixed(1),
        '1.0x',
      ],
      [
        'fs.promises.readFile loop, files listed beforehand (reference)',
        (read / 1000).toFixed(3),
        Math.round(files.length / (read / 1000)),
        (mb / (read / 1000)).toFixed(1),
        `${(read / readSync).toFixed(1)}x`,
      ],
      [
        'scanPath(root), warm',
        (scan / 1000).toFixed(3),
        Math.round(report.filesScanned / (scan / 1000)),
        (mb / (scan / 1000)).toFixed(1),
        `${(scan / readSync).toFixed(1)}x`,
      ],
      [
        'scanPath(root, {exhaustive: true}): parse every script',
        (exhaustiveMs / 1000).toFixed(3),
        Math.round(report.filesScanned / (exhaustiveMs / 1000)),
        (mb / (exhaustiveMs / 1000)).toFixed(1),
        `${(exhaustiveMs / readSync).toFixed(1)}x`,
      ],
      [
        'scanPath(root), cold (grammar load)',
        (coldMs / 1000).toFixed(3),
        Math.round(cold.filesScanned / (coldMs / 1000)),
        (mb / (coldMs / 1000)).toFixed(1),
        `${(coldMs / readSync).toFixed(1)}x`,
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
