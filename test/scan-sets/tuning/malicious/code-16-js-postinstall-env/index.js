const fs = require('node:fs');
const text = fs.readFileSync(process.argv[2], 'utf8');
console.log(text.replace(/ *\| */g, ' | '));
