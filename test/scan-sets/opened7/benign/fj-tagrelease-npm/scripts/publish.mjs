import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
execFileSync('npm', ['publish', '--provenance', '--access', 'public'], { stdio: 'inherit' });
console.log(`published https://www.npmjs.com/package/${pkg.name}/v/${pkg.version}`);
