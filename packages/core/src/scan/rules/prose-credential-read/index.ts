import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

/** A key named only by its kind ("the private key", "la clave privada"), not by a path or store. */
const KEY_BY_KIND_RE =
  /^(?:private (?:ssh )?keys?|secret keys?|signing keys?|clave privada|claves privadas|chave privada|cl[ée]s? priv[ée]es?|private[rn]? schlüssel)$/i;
/** Commands that make a new key pair. */
const KEY_GENERATED_RE =
  /\bssh-keygen\b|\bgpg2?\s+--(?:full-|quick-)?gen(?:erate)?-key\b|\bopenssl\s+(?:genrsa|genpkey|ecparam\s+-genkey)\b|\bage-keygen\b|\bwg\s+genkey\b/;

/** Prose that has the agent open the user's key files, token stores or browser data. */
export const proseCredentialRead: Rule = {
  id: 'SS-PROSE-CRED-READ',
  severity: 'high',
  title: 'Instructions tell the agent to read credentials',
  remediation:
    'Do not have the agent open key files, token stores or browser data; declare the secrets the skill needs in `required-secrets`.',
  rationale:
    'What the agent reads ends up in the conversation, a commit, a log or the next request; a skill that needs a credential declares it instead of having the agent take it from disk.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, package: pack, report }) {
    for (const { unit, fact } of instructionsOf(units, 'read-credentials')) {
      // "Copy the private key to the server" after the playbook ran `ssh-keygen`: the key is the one the
      // skill just made for the task (a deploy key), not one of the user's.
      const madeHere =
        KEY_BY_KIND_RE.test((fact.object ?? '').trim()) &&
        pack.units.some(
          ({ unit: u }) => u.file === unit.file && u.firstLine < fact.line && KEY_GENERATED_RE.test(u.text),
        );
      report(unit, {
        line: fact.line,
        severity: madeHere ? 'low' : instructionSeverity(fact, 'high'),
        message: madeHere
          ? `tells the agent to handle ${fact.object}, which the skill generates above`
          : `tells the agent to read ${fact.object ?? 'credentials'}`,
      });
    }
  },
};
