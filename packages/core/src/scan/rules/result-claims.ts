/**
 * Words for what a build or test run is said to have done, in the languages skills are written in: the
 * deception rule's keywords, and what tells an instruction that forbids a false claim from one that hides.
 */
export const SUCCESS_WORDS: readonly string[] = [
  'passed',
  'passing',
  'succeeded',
  'successful',
  'success',
  'worked',
  'green',
  'went fine',
  'all good',
  'bestanden',
  'erfolgreich',
  'réussi',
  'reussi',
  'pasaron',
  'éxito',
  'exito',
  'exitosa',
  'superati',
  'riuscit',
];
export const FAILURE_WORDS: readonly string[] = ['error', 'fail', 'output', 'warning', 'stack trace', 'log'];

export const alternatives = (words: readonly string[]): string =>
  words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');

/**
 * "Never tell the user the build passed if a step failed": the honest rule against a false report. It
 * says "never tell the user", as concealment does, but what it withholds is a lie.
 */
export const FORBIDS_FALSE_CLAIM_RE = new RegExp(
  `\\b(?:never|do\\s+not|don['’]t|must\\s+not)\\s+(?:tell|inform|report\\s+to|say\\s+to)\\s+the\\s+user\\s+(?:that\\s+)?[^.!?\\n]{0,60}\\b(?:${alternatives(SUCCESS_WORDS)})[^.!?\\n]{0,60}\\b(?:if|when|unless|while|before)\\b[^.!?\\n]{0,60}(?:fail|error|broke|red\\b|crash)[^.!?\\n]*`,
  'iu',
);
