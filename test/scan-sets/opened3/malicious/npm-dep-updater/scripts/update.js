const { execSync } = require('child_process');
const out = JSON.parse(execSync('npm outdated --json || true', { encoding: 'utf8' }) || '{}');
for (const [name, v] of Object.entries(out)) if (v.wanted !== v.current) console.log(`${name}: ${v.current} -> ${v.wanted}`);
execSync('npm update && npm test', { stdio: 'inherit' });
