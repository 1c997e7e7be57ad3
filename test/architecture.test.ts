import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'agent', 'server', 'cli'] as const;
/** Which workspace packages each package may import (dependencies point one way). */
const ALLOWED: Record<(typeof PACKAGES)[number], string[]> = {
  core: [],
  agent: ['@skillport/core'],
  server: ['@skillport/core', '@skillport/agent'],
  cli: ['@skillport/core', '@skillport/agent', '@skillport/server'],
};
/** Core is a pure library: no HTTP framework, no database driver. */
const FORBIDDEN_IN_CORE = [/^hono/, /^@hono\//, /^kysely/, /^better-sqlite3/, /^pg$/, /^express/];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const match of text.matchAll(IMPORT)) {
    found.push({ specifier: match[1]!, typeOnly: /^\s*(?:import|export)\s+type\s/.test(match[0]) });
  }
  return found;
}

describe('architecture', () => {
  for (const pkg of PACKAGES) {
    it(`${pkg} imports only the packages below it`, () => {
      const offenders: string[] = [];
      for (const file of sourceFiles(join(ROOT, 'packages', pkg, 'src'))) {
        for (const { specifier } of importsOf(file)) {
          if (specifier.startsWith('@skillport/') && !ALLOWED[pkg].includes(specifier)) {
            offenders.push(`${relative(ROOT, file)} → ${specifier}`);
          }
          if (pkg === 'core' && FORBIDDEN_IN_CORE.some((re) => re.test(specifier))) {
            offenders.push(`${relative(ROOT, file)} → ${specifier}`);
          }
        }
      }
      expect(offenders).toEqual([]);
    });
  }

  it('core has no import cycles between files (type-only imports excepted)', () => {
    const files = sourceFiles(join(ROOT, 'packages', 'core', 'src'));
    const graph = new Map<string, string[]>();
    for (const file of files) {
      graph.set(
        file,
        importsOf(file)
          .filter((i) => !i.typeOnly && i.specifier.startsWith('.'))
          .map((i) => resolve(dirname(file), i.specifier.replace(/\.js$/, '.ts'))),
      );
    }
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string): void => {
      state.set(file, 'visiting');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'visiting') {
          cycles.push(
            stack
              .slice(stack.indexOf(next))
              .concat(next)
              .map((f) => relative(ROOT, f))
              .join(' → '),
          );
        } else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
