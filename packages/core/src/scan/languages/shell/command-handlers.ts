import { CODE_COMMANDS, INTERPRETER, interpreterKind } from './code-commands.js';
import { DATA_COMMANDS } from './data-commands.js';
import { ERASE_FILESYSTEM, FILE_COMMANDS } from './file-commands.js';
import type { Handler } from './invocation.js';
import { NETWORK_COMMANDS } from './network-commands.js';
import { pip, uvx } from './package-installs.js';
import { SYSTEM_PACKAGE_COMMANDS } from './system-packages.js';

export type { Handler };

const HANDLERS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ...DATA_COMMANDS,
  ...FILE_COMMANDS,
  ...NETWORK_COMMANDS,
  ...CODE_COMMANDS,
  ...SYSTEM_PACKAGE_COMMANDS,
  ['uvx', uvx],
]);

/** What a program does with its input, by name; versioned names (`python3.12`, `pip3.11`, `mkfs.ext4`) included. */
export function handlerFor(program: string): Handler | undefined {
  const handler = HANDLERS.get(program);
  if (handler !== undefined) return handler;
  if (interpreterKind(program) !== undefined) return INTERPRETER;
  if (/^pip[0-9.]+$/.test(program)) return pip;
  if (/^mkfs(?:\.\w+)?$/.test(program)) return ERASE_FILESYSTEM;
  return undefined;
}
