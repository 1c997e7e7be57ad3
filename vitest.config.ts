import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * Left out of `npm run test:fast` (`vitest run --mode fast`, the edit-test loop), never out of `vitest run`: files that need the
 * build (`npm run build`), read the whole real-skill corpus, start a browser, kill real processes, or build
 * real Python and Node environments (a venv through the ensurepip fallback alone takes ~20 s here).
 */
export const SLOW_TESTS = [
  '**/*corpus*.test.ts',
  'packages/cli/test/bin.test.ts',
  'packages/cli/test/install-concurrency.test.ts',
  'packages/cli/test/mcp-stdio.test.ts',
  'packages/cli/test/package-exports.test.ts',
  'packages/core/src/exec/dependencies/dependencies.test.ts',
  'packages/core/src/exec/hostile.test.ts',
  'packages/server/src/app/cluster-kill.test.ts',
  'packages/server/src/app/package-bundle.test.ts',
  'packages/server/src/skills/interrupted-edits.test.ts',
  'packages/web/test/e2e/**',
];

/**
 * The longest files (vitest's per-file time, bench/RESULTS.md "Test suite"), longest first. Started
 * first, they overlap the many short files instead of running alone at the end; vitest's own order
 * needs a results cache, which a fresh checkout (CI) does not have.
 */
export const HEAVY_FIRST = [
  'packages/core/src/exec/dependencies/dependencies.test.ts',
  'packages/web/test/e2e/skills-ui.test.ts',
  'packages/core/src/scan/scan-corpus.test.ts',
  'packages/core/src/exec/hostile.test.ts',
  'packages/server/src/skills/interrupted-edits.test.ts',
  'packages/server/src/routes/skills/skill-history-owners.test.ts',
  'packages/cli/test/bin.test.ts',
  'packages/core/src/review/review-corpus.test.ts',
  'packages/core/src/archive/archive-corpus.test.ts',
  'packages/server/src/app/cluster.test.ts',
  'packages/core/src/archive/extract-archive.test.ts',
  'packages/server/src/app/cluster-kill.test.ts',
  'packages/core/src/scan/rules/rule-cases.test.ts',
  'packages/core/src/exec/sandbox-pool.test.ts',
];

const ROOT = fileURLToPath(new URL('.', import.meta.url));

class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = HEAVY_FIRST.indexOf(relative(ROOT, spec.moduleId));
      return at === -1 ? HEAVY_FIRST.length : at;
    };
    // Array sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: {
      '@skillport/core': src('core'),
      '@skillport/agent': src('agent'),
      '@skillport/server': src('server'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'test/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: [...configDefaults.exclude, ...(mode === 'fast' ? SLOW_TESTS : [])],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll's default (1 s) is too short on a loaded machine: the e2e history diff once took
    // longer at load average ~20. A poll still fails when its condition never holds; it only waits longer.
    expect: { poll: { timeout: 10_000 } },
    // Child processes, so a test may change its working directory; one module graph per worker (no
    // isolation) instead of one per file: tests that set process.env or the working directory put it back.
    pool: 'forks',
    isolate: false,
    // vitest's default is one worker fewer than the CPUs: a single worker on a 2-CPU machine, idle while
    // a test waits on a child process. Most long files wait on children (venvs, killed gateways).
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: HeavyFirstSequencer },
  },
}));
