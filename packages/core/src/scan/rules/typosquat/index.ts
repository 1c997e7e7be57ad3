import { factsOf } from '../facts-of.js';
import { imitatedPackage } from '../imitated-package.js';
import type { Rule } from '../rule.js';
import { lookalikeReplaces } from './go-replace.js';

/** Package names a look-alike of a popular one: installing it runs the impostor's install hooks. */
export const typosquat: Rule = {
  id: 'SS-TYPOSQUAT',
  severity: 'high',
  title: 'Installs a look-alike of a popular package',
  remediation:
    'Check the package name against the registry and use the real package (e.g. `requests`, not `reqeusts`).',
  rationale:
    'Typosquats (`reqeusts`, `crossenv`, `electorn`) are registered to catch mistyped installs; their install scripts steal credentials the moment they are installed.',
  // Manifests carry their facts already (nothing to parse), and a requirements line holds no fixed word:
  // every manifest is read. Install commands in code are judged by SS-UNTRUSTED-SOURCE.
  surfaces: ['manifest'],
  needsFacts: false,
  check({ units, report }) {
    for (const { unit } of units) {
      if (!/(?:^|\/)go\.mod$/.test(unit.inPackage)) continue;
      for (const r of lookalikeReplaces(unit.text))
        report(unit, {
          line: unit.firstLine + r.line - 1,
          message: `replaces the module ${r.from} with ${r.to}, a path one letter away from it`,
        });
    }
    for (const { unit, fact } of factsOf(units, 'dependency')) {
      if (fact.source !== 'registry') continue;
      const imitated = imitatedPackage(fact.ecosystem, fact.name);
      if (imitated !== undefined) {
        report(unit, { line: fact.line, message: `depends on "${fact.name}", a look-alike of ${imitated}` });
      }
    }
  },
};
