// One way to bundle a package's tsc output for Node (the CLI and the gateway): ESM, one chunk per dynamic
// import, Node's built-ins, RELATIVE_FILE_PACKAGES and the given packages left external. Packages that load native, WebAssembly or
// worker files relative to their own location must stay external.
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'rolldown';

/**
 * Left external by every bundle: packages that load WebAssembly files relative to their own location,
 * and the archive libraries (CommonJS, read through their own entry points).
 */
export const RELATIVE_FILE_PACKAGES = [
  '@cedar-policy/cedar-wasm',
  'web-tree-sitter',
  'tree-sitter-bash',
  'tree-sitter-javascript',
  'tree-sitter-python',
  'tree-sitter-typescript',
  'yauzl',
  'yazl',
];

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/**
 * `keepSideEffectsOf(id)`: which bundled modules keep their import-time effects (external ones always do).
 */
export async function bundleForNode({ input, outDir, externalPackages, keepSideEffectsOf = () => false }) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    input,
    platform: 'node',
    external: (id) =>
      builtins.has(id) ||
      [...RELATIVE_FILE_PACKAGES, ...externalPackages].some(
        (name) => id === name || id.startsWith(`${name}/`),
      ),
    treeshake: { moduleSideEffects: (id, external) => external || keepSideEffectsOf(id) },
    output: { dir: outDir, format: 'esm', chunkFileNames: '[name]-[hash].js' },
    logLevel: 'warn',
  });
}
