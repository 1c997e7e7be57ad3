import type { InstructionFact } from '../../facts.js';
import type { Severity } from '../../severity.js';
import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
  nearbyInstructions,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

const SHARED: readonly string[] = ['secret', 'sensitive-file', 'environment'];
const carriesSecrets = (fact: InstructionFact): boolean => (fact.data ?? []).some((d) => SHARED.includes(d));

/**
 * Text that takes over the agent: overrides of its instructions, fake system turns, concealment from the
 * user, covert forwarding, image beacons, tool shadowing, and anything said where the user cannot see it.
 */
export const promptInjection: Rule = {
  id: 'SS-PROMPT-INJECTION',
  severity: 'high',
  title: 'Prompt-injection phrasing',
  remediation: 'Remove instructions that override the agent, hide actions from the user, or send data away.',
  rationale:
    'The agent obeys SKILL.md and the files it is sent to: one sentence that overrides its instructions, hides a step from the user or fills an image URL with secrets turns a helpful skill into a remote control, and a comment or invisible characters keep the user from ever reading it.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of instructionsOf(
      units,
      'override',
      'conceal',
      'send-data',
      'read-credentials',
      'run-remote-code',
      'disable-safety',
      'write-agent-config',
      'persist',
      'destroy',
    )) {
      const judged = judge(fact, nearbyInstructions(units, unit.file, fact.line, 1));
      if (judged === undefined) continue;
      // A template or transcript in a code block is shown, not issued, unless it hides what it says.
      const shown = unit.surface !== 'prose' && fact.hidden !== true;
      const severity = shown ? 'medium' : instructionSeverity(fact, judged.severity);
      report(unit, { line: fact.line, severity, message: judged.message });
    }
  },
};

function judge(
  fact: InstructionFact,
  near: readonly InstructionFact[],
): { severity: Severity; message: string } | undefined {
  if (fact.hidden === true && fact.intent !== 'write-agent-config') {
    return {
      severity: 'critical',
      message: `hidden text (a comment or invisible characters) carries an instruction for the agent the user never sees (${fact.intent})`,
    };
  }
  if (fact.intent === 'override')
    return { severity: 'high', message: 'tries to override the agent’s instructions' };
  if (fact.intent === 'conceal') {
    const covert = near.some((f) => f.intent === 'send-data' && carriesSecrets(f));
    return {
      severity: covert ? 'critical' : 'high',
      message: covert
        ? 'tells the agent to send secrets away and keep it from the user'
        : 'tells the agent to hide actions from the user',
    };
  }
  if (fact.intent !== 'send-data') return undefined;
  const object = fact.object ?? '';
  if (object === 'other tools')
    return { severity: 'high', message: 'rewrites where other tools or skills send data (tool shadowing)' };
  if (/^!\[|^<img/i.test(object)) {
    const secret = carriesSecrets(fact);
    return {
      severity: secret ? 'critical' : 'high',
      message: `renders an image whose URL the agent fills with ${secret ? 'secrets' : 'the conversation'} (data beacon)`,
    };
  }
  if (near.some((f) => f.intent === 'conceal')) {
    return {
      severity: carriesSecrets(fact) ? 'critical' : 'high',
      message: 'tells the agent to send data to an outside address and keep it from the user',
    };
  }
  return undefined;
}
