import { renderSkillsPrompt } from '@skillport/core';
import type { CommandOutput } from '../cached-output.js';
import { loadCatalog } from '../load-catalog.js';
import type { CommandContext } from '../run-cli.js';
import { resolveRoots } from '../skill-roots.js';
import { jsonText } from '../terminal.js';
import type { PromptOptions } from './prompt-action.js';

/** What `prompt` prints, when its output is not kept from an earlier run (see `promptAction`). */
export async function promptOutput(options: PromptOptions, context: CommandContext): Promise<CommandOutput> {
  const { skills, snapshot } = await loadCatalog(resolveRoots(options.root), context.env);
  const rendered = renderSkillsPrompt(skills, {
    mode: options.mode,
    ...(options.budgetChars === undefined ? {} : { budgetChars: options.budgetChars }),
  });
  if (options.json) {
    const text = jsonText({ mode: options.mode, chars: rendered.text.length, ...rendered });
    return { text, exitCode: 0, snapshots: [snapshot] };
  }
  if (rendered.text) return { text: `${rendered.text}\n`, exitCode: 0, snapshots: [snapshot] };
  if (rendered.dropped.length > 0) {
    // Not even the block with its omission note fits: the note goes to stderr instead of nowhere.
    context.stderr.write(
      `${rendered.dropped.length} skill(s) omitted: --budget-chars ${options.budgetChars} is too small for the skills block\n`,
    );
  }
  // Not kept: what a repeat run must print goes to stderr (or nothing at all).
  return { text: '', exitCode: 0, snapshots: [undefined] };
}
