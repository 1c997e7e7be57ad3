/** Channel commands that belong to the chat front end, never to a skill of the same name. */
export const RESERVED_SLASH_COMMANDS: readonly string[] = [
  '/new',
  '/help',
  '/bootstrap',
  '/status',
  '/models',
  '/memory',
  '/goal',
];

export type SlashInvalidReason = 'LEADING_WHITESPACE' | 'MISSING_NAME' | 'MISSING_SEPARATOR';

export type SlashCommand =
  | { kind: 'none' }
  | { kind: 'skill'; name: string; task: string }
  | { kind: 'reserved'; command: string }
  | { kind: 'invalid'; reason: SlashInvalidReason };

/**
 * A skill name as typed after `/`: canonical names plus lenient `_` and capitals, optionally qualified
 * by a plugin namespace (`/plugin:skill`), which is how skills inside plugin bundles are addressed.
 */
const NAME_CHARS = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*:)?[A-Za-z0-9_-]+/;

/**
 * Reads a user message as a possible slash activation (SPEC §3.3). Only a message that *starts* with
 * `/name` (or `/plugin:name`) followed by whitespace or the end counts: ` /pdf`, `/pdf:` and `/usr/bin/env` are
 * `invalid`, so a pasted path or an indented quote never activates a skill by accident. `invalid`
 * and `none` both mean "ordinary text"; `invalid` carries why, for UIs that want to hint.
 */
export function parseSlashCommand(text: string): SlashCommand {
  if (!text.startsWith('/')) {
    return /^\s+\//.test(text) ? { kind: 'invalid', reason: 'LEADING_WHITESPACE' } : { kind: 'none' };
  }
  const name = NAME_CHARS.exec(text.slice(1))?.[0];
  if (name === undefined) return { kind: 'invalid', reason: 'MISSING_NAME' };
  const rest = text.slice(1 + name.length);
  if (rest !== '' && !/^\s/.test(rest)) return { kind: 'invalid', reason: 'MISSING_SEPARATOR' };
  const command = `/${name.toLowerCase()}`;
  if (RESERVED_SLASH_COMMANDS.includes(command)) return { kind: 'reserved', command };
  return { kind: 'skill', name, task: rest.trim() };
}
