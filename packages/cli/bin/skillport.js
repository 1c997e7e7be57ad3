#!/usr/bin/env node
// Committed entry point so npm can link the binary at install time, before the build. It runs the bundle
// (`packages/cli/build-bundle.js`): one entry and one chunk per command start much faster than the
// module graph tsc emits. `--version` alone, which scripts and health checks call most, is answered
// before anything loads, and so is `--help` into a pipe (the CLI test holds both to the full CLI's output).
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
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
  await import('../bundle/skillport.js');
}
