import type { Command } from 'commander';
import { collect } from '../collect.js';
import type { CommandContext } from '../run-cli.js';
import type { ChatOptions } from './chat-action.js';

export function registerChatCommand(program: Command, context: CommandContext): void {
  program
    .command('chat')
    .description('Chat with an agent that uses the skills, over any OpenAI-compatible endpoint')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win on a name collision)', collect)
    .option('--prompt <text>', 'run one task non-interactively and exit')
    .option('--json', 'print the transcript as JSON')
    .option('--secret <name=value>', 'request-scoped secret for skills that declare it (repeatable)', collect)
    .option('--mode <mode>', 'skill block of the system prompt: full or index', 'full')
    .action(async (options: ChatOptions) => (await import('./chat-action.js')).chatAction(options, context));
}
