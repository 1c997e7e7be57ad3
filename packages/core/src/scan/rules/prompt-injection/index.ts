import type { InstructionFact } from '../../facts.js';
import { INSTRUCTION_PHRASES } from '../../languages/markdown/instruction-phrases.js';
import type { Severity } from '../../severity.js';
import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
  isToolDescription,
  nearbyInstructions,
} from '../instructions-of.js';
import { FORBIDS_FALSE_CLAIM_RE } from '../result-claims.js';
import type { Rule } from '../rule.js';

/**
 * Remote instructions obeyed strictly, every time, over the user or out of sight: the server's owner
 * steers every session. In the languages of the follow verbs (`action-classes.ts`).
 */
const STEERED_RE =
  /\b(?:exactly|precisely|verbatim|to the letter|take(?:s)? precedence|override|even (?:if|where|when)|every (?:task|session|time|request|conversation|run)|each (?:task|session|time|request)|before (?:any|each|every|anything)|always|without (?:showing|telling|asking|mentioning|reviewing)|silently|genau|exakt|immer|vor jeder|ohne|exactamente|siempre|sin (?:mostrar|decir|preguntar)|exactement|toujours|sans (?:montrer|demander|dire)|esattamente|sempre|senza|exatamente|sem (?:mostrar|perguntar)|dokładnie|zawsze|precies|altijd|her zaman|tam olarak|selalu|persis)\b|точно|всегда|без |每次|始终|严格|必ず|毎回|항상|매번/i;
/** The text is loaded first and then obeyed ("download … and follow the instructions in it"). */
const FETCHED_RE =
  /\b(?:fetch|download|load|retrieve|get|pull|read|open|curl|wget|lade|hole|descarg|t[ée]l[ée]charg|scarica|baixe|pobierz|haal|indir|unduh)\w*\b[^\n]{0,120}https?:\/\/|\b(?:in|from) it\b|\bit contains\b|\bcontained\b|\bdarin\b|\benthalten/i;

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
      'follow-remote',
      'disable-safety',
      'write-agent-config',
      'persist',
      'destroy',
    )) {
      const judged = judge(fact, nearbyInstructions(units, unit.file, fact.line, 1), isToolDescription(unit));
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
  toolDescription: boolean,
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
    // "Never tell the user the build passed if a step failed" forbids a lie; it hides nothing else.
    if (forbidsOnlyFalseClaims(fact.text)) return undefined;
    const covert = near.some((f) => f.intent === 'send-data' && carriesSecrets(f));
    // In a tool description, what the model is told to read goes into the call, to the server: a key
    // file read there and kept from the user is taken as surely as one sent to an address.
    const taken =
      !covert && toolDescription && near.some((f) => f.intent === 'read-credentials' && f.mentioned !== true);
    return {
      severity: covert || taken ? 'critical' : 'high',
      message: covert
        ? 'tells the agent to send secrets away and keep it from the user'
        : taken
          ? 'a tool description tells the model to read credentials into the tool call and keep it from the user'
          : 'tells the agent to hide actions from the user',
    };
  }
  if (fact.intent === 'follow-remote') {
    const steered =
      STEERED_RE.test(fact.text) ||
      near.some((f) => f.intent === 'conceal' || f.intent === 'override' || f.intent === 'disable-safety');
    const fetched = FETCHED_RE.test(fact.text);
    return {
      // "Follow the instructions at https://docs…" alone is how install pages are cited.
      severity: steered ? 'critical' : fetched ? 'high' : 'low',
      message: steered
        ? 'tells the agent to load instructions from an address and obey them over the user'
        : 'tells the agent to load instructions from an address and follow them',
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

function forbidsOnlyFalseClaims(text: string): boolean {
  if (!FORBIDS_FALSE_CLAIM_RE.test(text)) return false;
  const rest = text.replace(new RegExp(FORBIDS_FALSE_CLAIM_RE.source, 'giu'), ' ');
  return !INSTRUCTION_PHRASES.conceal.some((re) => re.test(rest));
}
