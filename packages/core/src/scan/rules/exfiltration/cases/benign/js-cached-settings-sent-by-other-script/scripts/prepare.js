const fs = require('node:fs');
fs.writeFileSync('/tmp/.notes-state.json', JSON.stringify({ folder: process.argv[2] ?? 'notes' }));
