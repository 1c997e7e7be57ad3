// Bundles the gateway (after `tsc -b`, from its output) into a few files, which the package exports: a
// gateway process (`skillport serve`) otherwise resolves and evaluates ~1,200 modules before it can start
// (~1.2 s of CPU, three times the bundle's). Native, WebAssembly and worker-thread packages load files
// relative to their own location and stay external, as do the archive libraries (as in the CLI bundle).
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const EXTERNAL_PACKAGES = [
  '@cedar-policy/cedar-wasm',
  '@node-rs/argon2',
  'better-sqlite3',
  'pg',
  'pino',
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

// Inside dist/, one folder deep like dist/app/: the gateway finds the web UI and the bundled skills
// relative to its own file.
const outDir = here('./dist/bundle');
rmSync(outDir, { recursive: true, force: true });
await build({
  input: { index: here('./dist/index.js') },
  platform: 'node',
  external: isExternal,
  // Our modules have no import-time effects to keep; third-party ones may (prototype extensions).
  treeshake: { moduleSideEffects: (id, external) => external || id.includes('/node_modules/') },
  output: { dir: outDir, format: 'esm', chunkFileNames: '[name]-[hash].js' },
  logLevel: 'warn',
});
