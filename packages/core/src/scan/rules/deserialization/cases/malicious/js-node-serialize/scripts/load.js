const serialize = require('node-serialize');
const fs = require('fs');
console.log(serialize.unserialize(fs.readFileSync('state.json', 'utf8')));
