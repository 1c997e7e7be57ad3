import { createInterface } from 'node:readline/promises';
import { type ChatSession, createChatSession, createSkillRuntime } from '@skillport/agent';
import { createSkillRegistry, isSkillportError, SkillportError } from '@skillport/core';
import { EXIT_FAILURE } from '../exit-codes.js';
import { parseSecretOptions } from '../parse-secret-options.js';
import type { CommandContext } from '../run-cli.js';
import { resolveRoots } from '../skill-roots.js';
import { paint, writeJson } from '../terminal.js';

export interface ChatOptions {
  root?: string[];
  prompt?: string;
  json?: boolean;
  secret?: string[];
  mode?: string;
}

/** The endpoint from SKILLPORT_LLM_* (falling back to OPENAI_*); a usage error naming what to set. */
function endpointFromEnv(): { baseUrl: string; model: string; apiKey?: string } {
  const baseUrl = process.env.SKILLPORT_LLM_BASE_URL || process.env.OPENAI_BASE_URL;
  const model = process.env.SKILLPORT_LLM_MODEL || process.env.OPENAI_MODEL;
  if (!baseUrl || !model) {
    const missing = [
      !baseUrl && 'SKILLPORT_LLM_BASE_URL (or OPENAI_BASE_URL)',
      !model && 'SKILLPORT_LLM_MODEL',
    ]
      .filter(Boolean)
      .join(' and ');
    throw new SkillportError(
      'CLI_LLM_ENDPOINT_MISSING',
      `skillport chat needs an OpenAI-compatible endpoint: set ${missing}, e.g. SKILLPORT_LLM_BASE_URL=http://127.0.0.1:8080/v1 SKILLPORT_LLM_MODEL=my-model (SKILLPORT_LLM_API_KEY if it needs a key).`,
    );
  }
  const apiKey = process.env.SKILLPORT_LLM_API_KEY || process.env.OPENAI_API_KEY;
  return { baseUrl, model, ...(apiKey ? { apiKey } : {}) };
}

export async function chatAction(options: ChatOptions, context: CommandContext): Promise<void> {
  if (options.mode !== 'full' && options.mode !== 'index') {
    throw new SkillportError('CLI_OPTION_CONFLICT', `--mode must be full or index, got "${options.mode}"`);
  }
  const endpoint = endpointFromEnv();
  const secrets = parseSecretOptions(options.secret ?? []);
  const runtime = createSkillRuntime({
    registry: createSkillRegistry({ roots: resolveRoots(options.root) }),
    promptMode: options.mode,
    reviewPaths: true,
    ...(Object.keys(secrets).length > 0 ? { secrets } : {}),
  });
  const chat = createChatSession({
    runtime,
    ...endpoint,
    instructions: 'You are a helpful assistant in a terminal. Use the skills when they fit the task.',
  });
  if (options.prompt !== undefined) {
    const turn = await chat.send(options.prompt);
    if (options.json) {
      writeJson({
        model: endpoint.model,
        reply: turn.reply,
        transcript: chat.transcript(),
        skillContext: runtime.skillContext(),
      });
    } else process.stdout.write(`${turn.reply}\n`);
    return;
  }
  await interactive(chat, context);
  if (options.json)
    writeJson({ model: endpoint.model, transcript: chat.transcript(), skillContext: runtime.skillContext() });
}

/** One line per user turn until EOF or /exit; a refused turn (bad slash command, endpoint down) is reported and the chat goes on. */
async function interactive(chat: ChatSession, context: CommandContext): Promise<void> {
  const color = paint(process.stderr);
  const tty = process.stdin.isTTY === true;
  // Async iteration buffers lines that arrive while a turn runs (piped input would lose them otherwise).
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: tty });
  rl.setPrompt(tty ? color('bold', '> ') : '');
  if (tty)
    process.stderr.write(color('dim', 'skillport chat: /skill-name task activates a skill, /exit quits\n'));
  rl.prompt();
  try {
    for await (const line of rl) {
      const text = line.trim();
      if (text === '/exit' || text === '/quit') break;
      if (text !== '') {
        try {
          const turn = await chat.send(text);
          process.stdout.write(`${turn.reply}\n`);
        } catch (error) {
          if (!isSkillportError(error)) throw error;
          process.stderr.write(`${color('red', 'error')} ${error.code}: ${error.message}\n`);
          context.setExit(EXIT_FAILURE);
        }
      }
      rl.prompt();
    }
  } finally {
    rl.close();
  }
}
