#!/usr/bin/env node
// Committed entry point so npm can link the binary at install time, before the build. It runs the bundle
// (`packages/cli/build-bundle.js`): one entry and one chunk per command start much faster than the
// module graph tsc emits. `--version` alone, which scripts and health checks call most, is answered
// before anything loads, and so is `--help` into a pipe (the CLI test holds both to the full CLI's output).
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const LONG_LIVED = new Set(['serve', 'mcp', 'chat']);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${manifest.version}\n`);
} else if (
  args.length === 1 &&
  (args[0] === '--help' || args[0] === '-h') &&
  process.stdout.isTTY !== true &&
  existsSync(new URL('../bundle/help.txt', import.meta.url))
) {
  // Help as the bundle wrote it at build time: 80 columns, which is what a pipe gets (a terminal gets its width).
  process.stdout.write(readFileSync(new URL('../bundle/help.txt', import.meta.url), 'utf8'));
} else {
  // One-shot commands compile the scanner's grammars with V8's baseline wasm compiler only: optimising
  // them costs ~1.6 s of background CPU that the process then waits for at exit (a one-skill scan took
  // 2.8 s instead of 0.8 s), and a scan of 300 skills ran no faster with it. Long-lived servers keep it.
  if (!LONG_LIVED.has(args[0] ?? '')) (await import('node:v8')).setFlagsFromString('--liftoff-only');
  await import('../bundle/skillport.js');
}
