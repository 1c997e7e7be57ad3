const fs = require('fs');
console.log(JSON.parse(fs.readFileSync('state.json', 'utf8')));
