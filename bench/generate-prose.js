// Deterministic inputs shared by the benchmarks, so every run measures the same bytes.

/** Pseudo-random numbers in [0, 1) from a seed (a linear congruential generator). */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'the skill reads input files and writes a report with tables charts and notes for each section of the document when the user asks for a summary it lists key points risks owners dates and follow up actions'.split(
    ' ',
  );

/** One sentence of plain reference prose (no phrase any SkillScan rule looks for). */
export function proseSentence(random) {
  return `${Array.from({ length: 8 + Math.floor(random() * 12) }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ')} ${Math.floor(random() * 1e6)}.`;
}

/** The text of reference topic `index`: a heading and `lines` sentences. */
export function proseTopic(index, random, lines = 360) {
  return `# Topic ${index}\n\n${Array.from({ length: lines }, () => proseSentence(random)).join('\n')}\n`;
}
