// Measures SkillScan on a blind labelled set (default: the scan-blind-2 fixtures), by hand:
//   npx tsc -b tsconfig.build.json && node bench/scan-blind-report.mjs [FIXTURES_DIR]
// Each sample folder holds a label.json {expect, families, why}. A malicious sample is caught when the
// worst finding reaches the expected level; a benign sample must have no critical finding.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEVERITY_RANK, scanPath } from '@skillport/core';
import { printTable } from './report.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(process.argv[2] ?? join(here, '../packages/core/test/fixtures/scan-blind-2'));

async function samples(kind) {
  const dir = join(root, kind);
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return Promise.all(
    names.sort().map(async (name) => ({
      name,
      dir: join(dir, name),
      label: JSON.parse(await readFile(join(dir, name, 'label.json'), 'utf8')),
    })),
  );
}

async function worst(sample) {
  const report = await scanPath(sample.dir);
  const findings = report.findings.filter((f) => f.file !== 'label.json');
  const rank = Math.max(0, ...findings.map((f) => SEVERITY_RANK[f.severity]));
  const rules = new Set(findings.filter((f) => SEVERITY_RANK[f.severity] >= 3).map((f) => f.ruleId));
  return { rank, rules };
}

const familyOf = (name) => name.replace(/-\d+-.*$/, '');
const rows = new Map();
const row = (family) => {
  if (!rows.has(family))
    rows.set(family, { samples: 0, caught: 0, missed: [], benignCritical: [], benignHigh: [] });
  return rows.get(family);
};

for (const s of await samples('malicious')) {
  const r = row(familyOf(s.name));
  const { rank } = await worst(s);
  r.samples++;
  if (rank >= SEVERITY_RANK[s.label.expect]) r.caught++;
  else r.missed.push(s.name);
}
const benign = row('benign');
for (const s of await samples('benign')) {
  const { rank, rules } = await worst(s);
  benign.samples++;
  if (rank >= SEVERITY_RANK.critical) benign.benignCritical.push(`${s.name} [${[...rules].join(',')}]`);
  else if (rank >= SEVERITY_RANK.high) benign.benignHigh.push(`${s.name} [${[...rules].join(',')}]`);
  else benign.caught++;
}

const table = [
  ['family', 'samples', 'caught at expected level', 'missed', 'benign with critical', 'benign with high'],
];
let total = { samples: 0, caught: 0 };
for (const [family, r] of [...rows].sort(
  ([a], [b]) => (a === 'benign') - (b === 'benign') || a.localeCompare(b),
)) {
  if (family !== 'benign') {
    total = { samples: total.samples + r.samples, caught: total.caught + r.caught };
  }
  table.push([
    family,
    r.samples,
    family === 'benign' ? '-' : r.caught,
    r.missed.join(' ') || '-',
    family === 'benign' ? r.benignCritical.length : '-',
    family === 'benign' ? r.benignHigh.length : '-',
  ]);
}
table.push(['malicious total', total.samples, total.caught, total.samples - total.caught, '-', '-']);
printTable(`SkillScan blind set: ${root}`, table);
if (benign.benignCritical.length)
  process.stdout.write(`\nbenign with critical: ${benign.benignCritical.join('; ')}\n`);
if (benign.benignHigh.length) process.stdout.write(`benign with high: ${benign.benignHigh.join('; ')}\n`);
