#!/usr/bin/env node
// Committed entry point so npm can link the binary at install time, before the build. It runs the bundle
// (`packages/cli/build-bundle.js`): one entry and one chunk per command start much faster than the
// module graph tsc emits. `--version` alone, which scripts and health checks call most, is answered
// before anything loads (the CLI test holds it to the same output as the full CLI).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${manifest.version}\n`);
} else {
  await import('../bundle/skillport.js');
}
