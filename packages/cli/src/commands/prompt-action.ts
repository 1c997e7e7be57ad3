import { renderSkillsPrompt } from '@skillport/core';
import { loadCatalog } from '../load-catalog.js';
import type { CommandContext } from '../run-cli.js';
import { resolveRoots } from '../skill-roots.js';
import { writeJson } from '../terminal.js';

export interface PromptOptions {
  root?: string[];
  mode: 'full' | 'index';
  budgetChars?: number;
  json?: boolean;
}

export async function promptAction(
  options: PromptOptions,
  { stdout, stderr, env }: CommandContext,
): Promise<void> {
  const { skills } = await loadCatalog(resolveRoots(options.root), env);
  const rendered = renderSkillsPrompt(skills, {
    mode: options.mode,
    ...(options.budgetChars === undefined ? {} : { budgetChars: options.budgetChars }),
  });
  if (options.json) {
    writeJson(stdout, { mode: options.mode, chars: rendered.text.length, ...rendered });
    return;
  }
  if (rendered.text) stdout.write(`${rendered.text}\n`);
  else if (rendered.dropped.length > 0) {
    // Not even the block with its omission note fits: the note goes to stderr instead of nowhere.
    stderr.write(
      `${rendered.dropped.length} skill(s) omitted: --budget-chars ${options.budgetChars} is too small for the skills block\n`,
    );
  }
}
