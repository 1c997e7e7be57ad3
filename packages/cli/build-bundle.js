// Bundles the CLI into one entry plus one chunk per command (after `tsc -b`, from its output), so a
// command starts by reading a few files instead of resolving ~370 modules. Packages that load WebAssembly
// or native files relative to their own location stay external, as do the archive libraries (CommonJS)
// and the gateway, which `serve` loads from its own build (native database and hashing modules).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-for-node.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// Only the code a command reaches is kept; modules of our own have no import-time effects to keep.
await bundleForNode({
  input: { skillport: here('./dist/bin.js') },
  outDir: here('./bundle'),
  externalPackages: ['@skillport/server'],
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
