import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../packages/cli/test/in-process.js';

/**
 * The README's CLI tour is run as written: every `$ npx skillport …` line of its console blocks, from the
 * repository root, must print what the README shows under it (stdout, then stderr). `/tmp/skillport-tour`
 * stands for a fresh scratch folder; a line `[…]` in the README stands for any number of lines.
 * The commands run in-process through the entry point the bin calls (packages/cli/test spawns the bin).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOUR = '/tmp/skillport-tour';
const SKIP = '[…]';

interface Step {
  args: string[];
  expected: string[];
}

function tourSteps(readme: string): Step[] {
  const steps: Step[] = [];
  for (const block of readme.matchAll(/```console\n([\s\S]*?)```/g)) {
    let step: Step | undefined;
    for (const line of block[1]!.replace(/\n$/, '').split('\n')) {
      if (line.startsWith('$ npx skillport')) {
        step = {
          args: line.slice('$ npx skillport'.length).trim().split(/\s+/).filter(Boolean),
          expected: [],
        };
        steps.push(step);
      } else if (line.startsWith('$ ')) {
        throw new Error(`README tour: only "npx skillport" commands can be checked: ${line}`);
      } else if (step) step.expected.push(line);
    }
  }
  // A blank line separates one command's output from the next command.
  for (const step of steps) while (step.expected.at(-1) === '') step.expected.pop();
  return steps;
}

/** Whether `actual` lines match `expected`, where a `[…]` line matches any run of lines. */
function matches(expected: readonly string[], actual: readonly string[]): boolean {
  if (expected.length === 0) return actual.length === 0;
  const [head, ...rest] = expected;
  if (head === SKIP) return actual.some((_, i) => matches(rest, actual.slice(i))) || matches(rest, []);
  return actual[0] === head && matches(rest, actual.slice(1));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'skillport-tour-'));
// The README's relative paths are from the repository root; the working directory is put back after.
const previousCwd = process.cwd();
beforeAll(() => process.chdir(ROOT));
afterAll(() => {
  process.chdir(previousCwd);
  rmSync(scratch, { recursive: true, force: true });
});

const steps = tourSteps(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

describe('the README tour', () => {
  it('has commands to check', () => {
    expect(steps.length).toBeGreaterThan(5);
  });

  // Steps build on each other (pack, then install, then verify), so they run in order.
  it.each(steps.map((s, i) => [`${i + 1}. skillport ${s.args.join(' ')}`, s] as const))(
    '%s',
    async (_name, step) => {
      const result = await cli(
        step.args.map((a) => a.replaceAll(TOUR, scratch)),
        { NO_COLOR: '1' },
      );
      const actual = `${result.stdout}${result.stderr}`
        .replaceAll(scratch, TOUR)
        .replace(/\n$/, '')
        .split('\n')
        .filter((line, i, all) => line !== '' || i < all.length - 1);
      expect(
        matches(step.expected, actual),
        `README shows:\n${step.expected.join('\n')}\n\nthe command printed:\n${actual.join('\n')}`,
      ).toBe(true);
    },
  );
});
