const { execFileSync } = require('node:child_process');

const out = execFileSync('git', ['branch', '--merged', 'main', '--format=%(refname:short)'], {
  encoding: 'utf8',
});
const branches = out
  .split('\n')
  .map((b) => b.trim())
  .filter((b) => b && b !== 'main');
console.log(branches.length ? branches.join('\n') : 'nothing to clean');
