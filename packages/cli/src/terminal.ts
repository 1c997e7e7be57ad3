import { isAbsolute, relative } from 'node:path';
import type { Diagnostic } from '@skillport/core';

/** Colour only for a terminal that wants it: NO_COLOR (any value) and pipes get plain text. */
export function useColor(stream: NodeJS.WriteStream): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  const force = process.env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0') return true;
  return stream.isTTY === true;
}

const CODES = { red: 31, yellow: 33, green: 32, cyan: 36, dim: 2, bold: 1 } as const;
export type Style = keyof typeof CODES;

export function paint(stream: NodeJS.WriteStream): (style: Style, text: string) => string {
  const on = useColor(stream);
  return (style, text) => (on ? `\u001b[${CODES[style]}m${text}\u001b[0m` : text);
}

/** Progress lines go to stderr and only when a person is watching (never into pipes or CI logs). */
export function progress(message: string): void {
  if (process.stderr.isTTY !== true) return;
  process.stderr.write(`\r\u001b[2K${message}`);
}

export function clearProgress(): void {
  if (process.stderr.isTTY === true) process.stderr.write('\r\u001b[2K');
}

export function formatDiagnostic(d: Diagnostic, color: (style: Style, text: string) => string): string {
  const level =
    d.level === 'error'
      ? color('red', 'error')
      : d.level === 'warning'
        ? color('yellow', 'warning')
        : color('dim', 'info');
  const path = displayPath(d.path);
  const where = d.line === undefined ? path : `${path}:${d.line}`;
  const hint = typeof d.detail?.hint === 'string' ? `\n  ${color('dim', `hint: ${d.detail.hint}`)}` : '';
  return `${level} ${color('bold', d.code)} ${where}\n  ${d.message}${hint}`;
}

export function writeJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Paths under the working directory are shown relative to it; JSON output keeps them absolute. */
export function displayPath(path: string): string {
  if (!isAbsolute(path)) return path;
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
