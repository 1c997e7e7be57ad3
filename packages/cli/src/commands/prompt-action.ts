import { renderSkillsPrompt } from '@skillport/core';
import { cachedOutput } from '../cached-output.js';
import type { CommandContext } from '../run-cli.js';
import { jsonText } from '../terminal.js';

export interface PromptOptions {
  root?: string[];
  mode: 'full' | 'index';
  budgetChars?: number;
  json?: boolean;
}

export async function promptAction(options: PromptOptions, context: CommandContext): Promise<void> {
  const key = {
    command: 'prompt',
    root: options.root ?? [],
    mode: options.mode,
    budgetChars: options.budgetChars ?? null,
    json: options.json === true,
  };
  await cachedOutput(context, key, async () => {
    // Imported here, not with the module: a run that prints its kept output never loads the library.
    const [{ loadCatalog }, { resolveRoots }] = await Promise.all([
      import('../load-catalog.js'),
      import('../skill-roots.js'),
    ]);
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
  });
}
