const { execFileSync } = require('child_process');
console.log(execFileSync('git', ['log', '--oneline', process.argv[2]]).toString());
