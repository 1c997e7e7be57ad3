import { cachedOutput } from '../cached-output.js';
import type { CommandContext } from '../run-cli.js';

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
  // Imported here, not with the module: a run that prints its kept output never loads the library.
  await cachedOutput(context, key, async () =>
    (await import('./prompt-output.js')).promptOutput(options, context),
  );
}
