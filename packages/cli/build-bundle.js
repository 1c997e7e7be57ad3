// Bundles the CLI into one entry plus one chunk per command (after `tsc -b`, from its output), so a
// command starts by reading a few files instead of resolving ~370 modules. Packages that load WebAssembly
// or native files relative to their own location stay external, as do the archive libraries (CommonJS)
// and the gateway, which `serve` loads from its own build (native database and hashing modules).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const EXTERNAL_PACKAGES = [
  '@skillport/server',
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
const isExternal = (id) =>
  builtins.has(id) || EXTERNAL_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));

const outDir = here('./bundle');
rmSync(outDir, { recursive: true, force: true });
await build({
  input: { skillport: here('./dist/bin.js') },
  platform: 'node',
  external: isExternal,
  // Only the code a command reaches is kept; modules of our own have no import-time effects to keep.
  treeshake: { moduleSideEffects: (_id, external) => external },
  output: { dir: outDir, format: 'esm', chunkFileNames: '[name]-[hash].js' },
  logLevel: 'warn',
});

// `--help` as a pipe receives it (80 columns, no colour) and `--version`, so the bins can answer them
// without loading the CLI (`bin/skillport` without starting Node); bin.test.ts holds them to the same bytes.
const help = spawnSync(process.execPath, [here('./bundle/skillport.js'), '--help'], {
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' },
});
if (help.status !== 0) throw new Error(`skillport --help failed while bundling: ${help.stderr}`);
writeFileSync(here('./bundle/help.txt'), help.stdout);
const { version } = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
writeFileSync(here('./bundle/version.txt'), `${version}\n`);
