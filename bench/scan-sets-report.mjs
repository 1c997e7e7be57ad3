// Measures SkillScan on a labelled set of skills (test/scan-sets/<set>/{malicious,benign}/, labels.json):
//   npm run build && node bench/scan-sets-report.mjs tuning [--misses]
//   node bench/scan-sets-report.mjs opened1..opened9 [--misses] (former holdouts, opened for tuning on 2026-12-02..04)
//   node bench/scan-sets-report.mjs holdout10 (blind: aggregate numbers only, never per sample)
// "Flagged" means the worst finding is high or critical; "blocked" means critical.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEVERITY_RANK, scanPath } from '@skillport/core';
import { printTable } from './report.js';

const here = dirname(fileURLToPath(import.meta.url));
const set = process.argv[2] ?? 'tuning';
const showMisses = process.argv.includes('--misses') && !set.startsWith('holdout');
const root = resolve(here, '../test/scan-sets', set);
const labels = JSON.parse(await readFile(join(root, 'labels.json'), 'utf8'));

const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const rows = { malicious: [], benign: [] };
for (const [key, label] of Object.entries(labels).sort()) {
  const report = await scanPath(join(root, key));
  const worst = Math.max(0, ...report.findings.map((f) => SEVERITY_RANK[f.severity]));
  const rules = [
    ...new Set(report.findings.filter((f) => SEVERITY_RANK[f.severity] >= 3).map((f) => f.ruleId)),
  ];
  rows[label.label].push({ key, label, worst, rules });
}

const mal = rows.malicious;
const ben = rows.benign;
const flagged = (r) => r.worst >= SEVERITY_RANK.high;
const blocked = (r) => r.worst >= SEVERITY_RANK.critical;
const carriesCode = mal.filter((r) => r.label.carrier === 'code' || r.label.carrier === 'instruction');
const tp = mal.filter(flagged).length;
const fp = ben.filter(flagged).length;
printTable(`SkillScan on ${set} (${mal.length} malicious, ${ben.length} benign)`, [
  ['measure', 'value', ''],
  ['recall, flagged (high or critical)', pct(tp, mal.length), `${tp}/${mal.length}`],
  [
    'recall on code or explicit instruction, flagged',
    pct(carriesCode.filter(flagged).length, carriesCode.length),
    `${carriesCode.filter(flagged).length}/${carriesCode.length}`,
  ],
  [
    'recall, labelled critical and blocked',
    pct(
      mal.filter((r) => r.label.expect === 'critical' && blocked(r)).length,
      mal.filter((r) => r.label.expect === 'critical').length,
    ),
    '',
  ],
  ['precision, flagged', pct(tp, tp + fp), `${fp} benign flagged`],
  [
    'benign blocked (critical)',
    pct(ben.filter(blocked).length, ben.length),
    `${ben.filter(blocked).length}/${ben.length}`,
  ],
]);

if (!set.startsWith('holdout')) {
  const families = new Map();
  for (const r of mal) {
    for (const family of r.label.families) {
      const f = families.get(family) ?? { n: 0, hit: 0 };
      f.n++;
      if (flagged(r)) f.hit++;
      families.set(family, f);
    }
  }
  const surfaces = new Map();
  for (const r of mal) {
    for (const surface of r.label.surfaces) {
      const f = surfaces.get(surface) ?? { n: 0, hit: 0 };
      f.n++;
      if (flagged(r)) f.hit++;
      surfaces.set(surface, f);
    }
  }
  printTable('flagged by family', [
    ['family', 'flagged', 'of'],
    ...[...families].sort().map(([k, v]) => [k, pct(v.hit, v.n), String(v.n)]),
  ]);
  printTable('flagged by surface', [
    ['surface', 'flagged', 'of'],
    ...[...surfaces].sort().map(([k, v]) => [k, pct(v.hit, v.n), String(v.n)]),
  ]);
}
if (showMisses) {
  console.log('\nmissed malicious:');
  for (const r of mal.filter((x) => !flagged(x)))
    console.log(`  ${r.key}  [worst=${r.worst}] ${r.label.why}`);
  console.log('\nflagged benign:');
  for (const r of ben.filter(flagged)) console.log(`  ${r.key}  [${r.rules.join(',')}] ${r.label.why}`);
}
