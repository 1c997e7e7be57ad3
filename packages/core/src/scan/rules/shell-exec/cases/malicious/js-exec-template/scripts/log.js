const { execSync } = require('child_process');
const ref = process.argv[2];
console.log(execSync(`git log ${ref}`).toString());
