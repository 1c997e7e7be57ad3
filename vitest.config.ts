import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * Left out of `npm run test:fast` (`vitest run --mode fast`, the edit-test loop), never out of `vitest run`: files that need the
 * build (`npm run build`), read the whole real-skill corpus, start a browser, kill real processes, or build
 * real Python and Node environments (each venv's ensurepip alone takes ~20 s here).
 */
export const SLOW_TESTS = [
  '**/*corpus*.test.ts',
  'packages/cli/test/bin.test.ts',
  'packages/cli/test/install-concurrency.test.ts',
  'packages/cli/test/mcp-stdio.test.ts',
  'packages/cli/test/package-exports.test.ts',
  'packages/core/src/exec/dependencies/dependencies.test.ts',
  'packages/server/src/app/cluster-kill.test.ts',
  'packages/server/src/skills/interrupted-edits.test.ts',
  'packages/web/test/e2e/**',
];

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
    // Child processes, so a test may change its working directory; one module graph per worker (no
    // isolation) instead of one per file: tests that set process.env or the working directory put it back.
    pool: 'forks',
    isolate: false,
  },
}));
