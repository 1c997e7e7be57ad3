import { declaredCapabilities } from '../../read-skill-declarations.js';
import { NETWORK_KEYWORDS } from '../network-keywords.js';
import { PROCESS_KEYWORDS } from '../process-keywords.js';
import type { Rule } from '../rule.js';

/** Scripts that reach the network or start programs when the skill declares no tool that could. */
export const declarationMismatch: Rule = {
  id: 'SS-DECLARATION-MISMATCH',
  severity: 'medium',
  title: 'Scripts use tools the skill does not declare',
  remediation: 'Declare the tools the scripts need in `allowed-tools`, or remove the undeclared behaviour.',
  rationale:
    'A skill that declares read-only tools but ships scripts that talk to the network or start programs is either wrong about itself or hiding what it does.',
  keywords: [...NETWORK_KEYWORDS, ...PROCESS_KEYWORDS],
  surfaces: ['script'],
  needsAllowedTools: true,
  needsFacts: true,
  check({ units, package: pack, report }) {
    if (pack.allowedTools === undefined) return;
    const caps = declaredCapabilities(pack.allowedTools);
    for (const { unit, facts } of units) {
      const network = facts.find((f) => f.kind === 'network');
      if (network !== undefined && !caps.network) {
        report(unit, {
          line: network.line,
          message: 'the script reaches the network, but allowed-tools declares no network-capable tool',
        });
      }
      const process = facts.find((f) => f.kind === 'process');
      if (unit.language !== 'shell' && process !== undefined && !caps.shell) {
        report(unit, {
          line: process.line,
          message: 'the script starts other programs, but allowed-tools declares no shell tool',
        });
      }
    }
  },
};
