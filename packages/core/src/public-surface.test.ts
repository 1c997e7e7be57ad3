import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';

const indexSource = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
const apiDoc = readFileSync(new URL('../../../docs/core-api.md', import.meta.url), 'utf8');

/** Names `index.ts` exports, as `{ name, isType }` (the file holds only `export { … } from` lists). */
const exported = [...indexSource.matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
  m[1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ({ name: s.replace(/^type\s+/, ''), isType: s.startsWith('type ') })),
);

/** Identifiers the documentation names in code spans (`name`, `name(args)`). */
const documented = new Set(
  [...apiDoc.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)(?:\([^`]*\))?`/g)].map((m) => m[1]!),
);

describe('the public surface of @skillport/core', () => {
  it('exports at run time exactly the values index.ts lists', () => {
    const values = exported.filter((e) => !e.isType).map((e) => e.name);
    expect(Object.keys(core).sort()).toEqual([...values].sort());
  });

  it('documents every export in docs/core-api.md, and nothing it does not export', () => {
    const names = new Set(exported.map((e) => e.name));
    expect(
      [...names].filter((n) => !documented.has(n)),
      'exported but not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((n) => !names.has(n)),
      'documented but not exported',
    ).toEqual([]);
  });

  it('keeps internals out of the root', () => {
    for (const internal of [
      'classify',
      'readError',
      'isInside',
      'escapeXml',
      'DEFAULT_TIMEOUT_MS',
      'diagnostic',
    ]) {
      expect(core, internal).not.toHaveProperty(internal);
    }
  });
});
