import {
  INSTRUCTION_LANGUAGES,
  joinWrappedLines,
  quotesAnExample,
  sentenceAround,
} from '../instructions-of.js';
import { alternatives, FAILURE_WORDS, SUCCESS_WORDS } from '../result-claims.js';
import type { Rule } from '../rule.js';

/** Words one of which `REGARDLESS` holds (lowercase, for the prefilter). */
const REGARDLESS_WORDS = [
  'whatever',
  'regardless',
  'no matter',
  'even if',
  'even when',
  'even though',
  'irrespective',
  'either way',
  'in any case',
  'in every case',
  'egal',
  'unabhängig',
  'auch wenn',
  'quel que soit',
  'même si',
  'sin importar',
  'aunque',
  'independientemente',
  'comunque',
  'anche se',
];
/** Words one of which the start of `HIDE_FAILURES_RE` holds. */
const HIDING_WORDS = ['do not', "don't", 'don’t', 'never', 'without', 'hide', 'conceal', 'suppress'];
const TRIGGERS = [
  { keywords: REGARDLESS_WORDS, alsoOneOf: [SUCCESS_WORDS] },
  { keywords: HIDING_WORDS, alsoOneOf: [FAILURE_WORDS] },
];

/** One sentence: no full stop, no line break (the text between two claims is not read as one). */
const S = '[^.!?\\n]';
/** The agent is to tell someone something. */
const CLAIM =
  '\\b(?:tell|inform|assure|report|say|state|confirm|announce|reply|respond|answer|write|sag|melde|teile|dis|indique|signale|dile|informa|di)\\w*\\b';
/** …whatever the result was. */
const REGARDLESS =
  '\\b(?:whatever(?:\\s+the)?\\s+(?:result|outcome|happens|they\\s+(?:show|say)|it\\s+(?:shows|says))|regardless|no\\s+matter\\s+(?:what|whether|if|how)|even\\s+(?:if|when|though)\\b' +
  S +
  '{0,40}\\b(?:fail|error|broke|red\\b|crash)|irrespective|either\\s+way|in\\s+(?:any|every)\\s+case|egal|unabhängig|auch\\s+wenn|quel\\s+que\\s+soit|même\\s+si|sin\\s+importar|aunque|independientemente|comunque|anche\\s+se)';
const SUCCESS = `(?:${alternatives(SUCCESS_WORDS)})`;

/** "Tell the user the build passed whatever the result", "report success even if it failed". */
const FALSE_SUCCESS_RE = new RegExp(
  `${CLAIM}${S}{0,80}${SUCCESS}${S}{0,80}${REGARDLESS}|${REGARDLESS}${S}{0,80}${CLAIM}${S}{0,80}${SUCCESS}`,
  'iu',
);
/** "Do not show them the output", "hide the errors from the user", "never mention failures". */
const HIDE_FAILURES_RE = new RegExp(
  `\\b(?:do\\s+not|don['’]t|never|without)\\s+(?:show|display|print|mention|reveal|share|tell|report|let)\\w*\\s+(?:(?:the\\s+)?(?:user|them|him|her|anyone)\\s+(?:about\\s+|see\\s+)?)(?:any\\s+|the\\s+|its\\s+|their\\s+)?(?:actual\\s+|real\\s+)?(?:${alternatives(FAILURE_WORDS)})\\w*|\\b(?:hide|conceal|suppress)\\s+(?:any\\s+|the\\s+|all\\s+)?(?:${alternatives(FAILURE_WORDS)})\\w*${S}{0,30}\\bfrom\\s+(?:the\\s+)?(?:user|them)\\b`,
  'iu',
);
/** The honest versions: the result is told as it is, or shown another way. */
const HONEST_RE =
  /\b(?:whether|unless|only\s+(?:if|when)|if\s+(?:it|they|the\s+\w+)\s+(?:pass|succeed)|summar[iy]|instead|exact|truthful|honest|accurate|as\s+it\s+is)|\bob\b|\bsi\s+(?:les|las|los)\b/i;
/** A sentence that forbids the lie rather than telling it ("never tell the user the tests passed …"). */
const FORBIDS_RE =
  /\b(?:never|do\s+not|don['’]t|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|not\s+to|nie|niemals|jamais|nunca|mai)\s+(?:\w+\s+){0,3}?(?:tell|inform|assure|report|say|state|confirm|claim|announce)\w*/i;
/**
 * Instructions that have the agent lie to the user about what happened: report a build or test run as
 * passed whatever its result, or keep its errors out of sight. The user decides to merge, ship or deploy
 * on what the agent says; a skill that makes the agent say "all tests passed" over a failure hides
 * whatever the run broke, or did.
 */
export const proseDeception: Rule = {
  id: 'SS-PROMPT-INJECTION',
  severity: 'high',
  title: 'Instructions tell the agent to deceive the user about results',
  remediation: 'Have the agent report results as they are: show or summarise the output, failures included.',
  rationale:
    'The user acts on what the agent reports; an instruction to report success over a failure, or to keep errors from the user, turns the agent against the person it works for and hides whatever else the step did.',
  surfaces: ['prose'],
  languages: INSTRUCTION_LANGUAGES,
  // Each pattern needs a word of two groups: a qualifier and a success word, or a verb of hiding and
  // a word for errors or output. Prose that mentions only results ("the tests passed") is not read.
  triggers: { markdown: TRIGGERS, text: TRIGGERS },
  needsFacts: false,
  check({ units, report }) {
    for (const { unit } of units) {
      const text = joinWrappedLines(unit.text);
      const lie = judged(text, FALSE_SUCCESS_RE);
      const hide = judged(text, HIDE_FAILURES_RE);
      const at = lie ?? hide;
      if (at === undefined) continue;
      report(unit, {
        line: unit.firstLine + (unit.text.slice(0, at).match(/\n/g)?.length ?? 0),
        // Keeping errors out of sight alone may be tidiness; saying a failed run passed is a lie.
        severity: lie !== undefined ? 'high' : 'medium',
        message:
          lie !== undefined
            ? 'tells the agent to report success to the user whatever the result'
            : 'tells the agent to keep errors or output from the user',
      });
    }
  },
};

/** Where `re` first matches a sentence that issues the instruction (not forbids, hedges or quotes it). */
function judged(text: string, re: RegExp): number | undefined {
  const global = new RegExp(re.source, `${re.flags}g`);
  for (const m of text.matchAll(global)) {
    const at = m.index ?? 0;
    const sentence = sentenceAround(text, at, m[0].length);
    if (HONEST_RE.test(sentence) || quotesAnExample(sentence, m[0])) continue;
    if (re === FALSE_SUCCESS_RE && FORBIDS_RE.test(sentence)) continue;
    return at;
  }
  return undefined;
}
