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
function endpointFromEnv(env: NodeJS.ProcessEnv): { baseUrl: string; model: string; apiKey?: string } {
  const baseUrl = env.SKILLPORT_LLM_BASE_URL || env.OPENAI_BASE_URL;
  const model = env.SKILLPORT_LLM_MODEL || env.OPENAI_MODEL;
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
  const apiKey = env.SKILLPORT_LLM_API_KEY || env.OPENAI_API_KEY;
  return { baseUrl, model, ...(apiKey ? { apiKey } : {}) };
}

export async function chatAction(options: ChatOptions, context: CommandContext): Promise<void> {
  if (options.mode !== 'full' && options.mode !== 'index') {
    throw new SkillportError('CLI_OPTION_CONFLICT', `--mode must be full or index, got "${options.mode}"`);
  }
  const { stdout } = context;
  const endpoint = endpointFromEnv(context.env);
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
      writeJson(stdout, {
        model: endpoint.model,
        reply: turn.reply,
        transcript: chat.transcript(),
        skillContext: runtime.skillContext(),
      });
    } else stdout.write(`${turn.reply}\n`);
    return;
  }
  await interactive(chat, context);
  if (options.json)
    writeJson(stdout, {
      model: endpoint.model,
      transcript: chat.transcript(),
      skillContext: runtime.skillContext(),
    });
}

/** One line per user turn until EOF or /exit; a refused turn (bad slash command, endpoint down) is reported and the chat goes on. */
async function interactive(chat: ChatSession, context: CommandContext): Promise<void> {
  const { stdin, stdout, stderr, env } = context;
  const color = paint(stderr, env);
  const tty = stdin.isTTY === true && stderr.isTTY === true;
  // Async iteration buffers lines that arrive while a turn runs (piped input would lose them otherwise).
  // The prompt is echoed only to a terminal (a real stream then); piped input gets none.
  const rl = createInterface({
    input: stdin,
    ...(tty ? { output: stderr as NodeJS.WritableStream } : {}),
    terminal: tty,
  });
  rl.setPrompt(tty ? color('bold', '> ') : '');
  if (tty) stderr.write(color('dim', 'skillport chat: /skill-name task activates a skill, /exit quits\n'));
  rl.prompt();
  try {
    for await (const line of rl) {
      const text = line.trim();
      if (text === '/exit' || text === '/quit') break;
      if (text !== '') {
        try {
          const turn = await chat.send(text);
          stdout.write(`${turn.reply}\n`);
        } catch (error) {
          if (!isSkillportError(error)) throw error;
          stderr.write(`${color('red', 'error')} ${error.code}: ${error.message}\n`);
          context.setExit(EXIT_FAILURE);
        }
      }
      rl.prompt();
    }
  } finally {
    rl.close();
  }
}
