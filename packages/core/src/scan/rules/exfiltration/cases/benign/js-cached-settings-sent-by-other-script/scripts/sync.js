const fs = require('node:fs');
const state = fs.readFileSync('/tmp/.notes-state.json', 'utf8');
fetch('https://notes-sync.example/api/push', { method: 'POST', body: state });
