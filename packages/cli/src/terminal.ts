import { isAbsolute, relative } from 'node:path';
import type { Diagnostic } from '@skillport/core';

/** Where a command writes: process.stdout/stderr from the bin, anything with `write` in-process. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Colour only for a terminal that wants it: NO_COLOR (any value) and pipes get plain text. */
export function useColor(stream: OutputStream, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0') return true;
  return stream.isTTY === true;
}

const CODES = { red: 31, yellow: 33, green: 32, cyan: 36, dim: 2, bold: 1 } as const;
export type Style = keyof typeof CODES;

export function paint(stream: OutputStream, env: NodeJS.ProcessEnv): (style: Style, text: string) => string {
  const on = useColor(stream, env);
  return (style, text) => (on ? `\u001b[${CODES[style]}m${text}\u001b[0m` : text);
}

/** Progress lines go to stderr and only when a person is watching (never into pipes or CI logs). */
export function progress(stderr: OutputStream, message: string): void {
  if (stderr.isTTY !== true) return;
  stderr.write(`\r\u001b[2K${message}`);
}

export function clearProgress(stderr: OutputStream): void {
  if (stderr.isTTY === true) stderr.write('\r\u001b[2K');
}

export function formatDiagnostic(
  d: Diagnostic,
  color: (style: Style, text: string) => string,
  cwd: string,
): string {
  const level =
    d.level === 'error'
      ? color('red', 'error')
      : d.level === 'warning'
        ? color('yellow', 'warning')
        : color('dim', 'info');
  const path = displayPath(d.path, cwd);
  const where = d.line === undefined ? path : `${path}:${d.line}`;
  const hint = typeof d.detail?.hint === 'string' ? `\n  ${color('dim', `hint: ${d.detail.hint}`)}` : '';
  return `${level} ${color('bold', d.code)} ${where}\n  ${d.message}${hint}`;
}

export function writeJson(stdout: OutputStream, value: unknown): void {
  stdout.write(jsonText(value));
}

/** The text of every `--json` output. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Paths under the working directory are shown relative to it; JSON output keeps them absolute. */
export function displayPath(path: string, cwd: string): string {
  if (!isAbsolute(path)) return path;
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
