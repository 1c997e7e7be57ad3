// Why SkillScan parses what it parses: for a folder of skills, how many units the prefilter sends to a
// language extractor, and which rule and which of its words forced each parse.
//   npm run build && node bench/scan-parse-report.mjs DIR [--units]
// With --units every parsed unit is listed with its reasons. Parsing (tree-sitter, the walkers) is what
// SkillScan's time goes to, so a rule whose condition holds on ordinary code shows up here first.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '../packages/core/dist');
const { collectPackages } = await import(`${dist}/scan/collect-packages.js`);
const { classifyFile } = await import(`${dist}/package/classify-file.js`);
const { buildUnits } = await import(`${dist}/scan/surfaces/build-units.js`);
const { engineParts } = await import(`${dist}/scan/engine/engine-parts.js`);
const { printTable } = await import('./report.js');

const root = process.argv[2];
if (root === undefined) {
  process.stderr.write('usage: node bench/scan-parse-report.mjs DIR [--units]\n');
  process.exit(2);
}
const listUnits = process.argv.includes('--units');
const { prefilter, languages } = engineParts(false);

let units = 0;
let parsed = 0;
const byLanguage = new Map();
const byRule = new Map();
const byWord = new Map();
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
for await (const pkg of collectPackages(resolve(root))) {
  // A rule that compares scripts with `allowed-tools` forces no parse where SKILL.md declares none.
  const entry = pkg.files.find((f) => f.inPackage === 'SKILL.md');
  const declares = entry !== undefined && /^allowed-tools\s*:/m.test(readFileSync(entry.abs, 'utf8'));
  for (const file of pkg.files) {
    const bytes = readFileSync(file.abs);
    const fileClass = classifyFile({ path: file.inPackage, head: bytes });
    if (!['code', 'markdown', 'text'].includes(fileClass.kind)) continue;
    const text = bytes.toString('utf8');
    // Install files named by skill.config.yaml change a unit's surface, not whether it is parsed.
    for (const { unit } of buildUnits({
      file: file.rel,
      inPackage: file.inPackage,
      text,
      fileClass,
      installFiles: new Set(),
    })) {
      units++;
      const language = byLanguage.get(unit.language) ?? { units: 0, parsed: 0 };
      byLanguage.set(unit.language, language);
      language.units++;
      if (languages[unit.language] === undefined) continue;
      const reasons = prefilter.parseReasons(unit).filter(({ rule }) => declares || !rule.needsAllowedTools);
      if (reasons.length === 0) continue;
      parsed++;
      language.parsed++;
      for (const { rule, words } of reasons) {
        count(byRule, rule.id);
        count(byWord, `${rule.id} ${unit.language}: ${words.join(' + ')}`);
      }
      if (listUnits) {
        const why = reasons.map(({ rule, words }) => `${rule.id} (${words.join(' + ')})`).join(', ');
        process.stdout.write(`${unit.file}:${unit.firstLine} ${unit.language} ${why}\n`);
      }
    }
  }
}

const sorted = (map) => [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
process.stdout.write(`\n${parsed} of ${units} units parsed\n`);
printTable('Units by language', [
  ['language', 'units', 'parsed'],
  ...[...byLanguage].map(([l, c]) => [l, c.units, c.parsed]),
]);
printTable('Parses each rule forces (a unit can be forced by several)', [
  ['rule', 'units'],
  ...sorted(byRule),
]);
printTable('By rule, language and the words that held', [
  ['rule and words', 'units'],
  ...sorted(byWord).slice(0, 40),
]);
