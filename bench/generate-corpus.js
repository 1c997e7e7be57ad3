// Synthetic skill corpus for benchmarks: realistic frontmatter, bodies of a few KB, some references and
// scripts, spread over category folders like real skill repositories.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rng } from './generate-prose.js';

const WORDS =
  'analyze build chart clean convert deploy document extract format generate inspect lint merge migrate optimize parse plan publish query refactor render report review scan search summarize test translate validate visualize'.split(
    ' ',
  );
const NOUNS =
  'api archive budget changelog commit csv dashboard database diagram email invoice issue log markdown notebook pdf pipeline presentation query release schema slide spreadsheet ticket trace webpage'.split(
    ' ',
  );

/** Bumped whenever the generated files change, so a stored corpus of an older shape is not reused. */
export const CORPUS_VERSION = 2;

export async function generateSkillCorpus({ dir, count, seed = 42 }) {
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const categories = 20;
  const pending = [];
  for (let i = 0; i < count; i++) {
    const name = `${pick(WORDS)}-${pick(NOUNS)}-${i}`;
    const skillDir = join(dir, `group-${String(i % categories).padStart(2, '0')}`, name);
    const description = `${pick(WORDS)[0].toUpperCase()}${pick(WORDS).slice(1)} ${pick(NOUNS)} files and ${pick(NOUNS)} records. Use when the user asks to ${pick(WORDS)} a ${pick(NOUNS)}, ${pick(WORDS)} the ${pick(NOUNS)}, or mentions ${pick(NOUNS)} reports.`;
    // Both spellings real skills use: a space-separated string and a block list.
    const extra =
      i % 3 === 0
        ? 'allowed-tools: Read Grep Bash\n'
        : i % 3 === 1
          ? 'allowed-tools:\n  - Read\n  - Grep\n  - Bash(git:*)\n'
          : '';
    const meta = i % 4 === 0 ? `metadata:\n  author: bench\n  version: "1.${i % 10}"\n` : '';
    const frontmatter = `---\nname: ${name}\ndescription: ${description}\nlicense: MIT\n${extra}${meta}---\n`;
    const paragraphs = [];
    const bodyParagraphs = 8 + Math.floor(random() * 24);
    for (let p = 0; p < bodyParagraphs; p++) {
      paragraphs.push(
        `## Step ${p + 1}\n\n${Array.from({ length: 30 }, () => pick(WORDS) + ' ' + pick(NOUNS)).join(' ')}.\n`,
      );
    }
    const body = `# ${name}\n\n${paragraphs.join('\n')}`;
    pending.push(
      (async () => {
        await mkdir(skillDir, { recursive: true });
        await writeFile(join(skillDir, 'SKILL.md'), frontmatter + body);
        if (i % 2 === 0) {
          await mkdir(join(skillDir, 'references'), { recursive: true });
          await writeFile(join(skillDir, 'references', 'guide.md'), `# Guide\n\n${body.slice(0, 1500)}`);
        }
        if (i % 5 === 0) {
          await mkdir(join(skillDir, 'scripts'), { recursive: true });
          await writeFile(
            join(skillDir, 'scripts', 'run.py'),
            'import json, sys\nprint(json.dumps({"ok": True}))\n',
          );
        }
      })(),
    );
    if (pending.length >= 256) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
}
