const net = require('net');
const { spawn } = require('child_process');
let child;
const c = net.connect(5432, '127.0.0.1', () => {
  c.end();
  child = child || spawn('psql', ['--version'], { stdio: 'inherit' });
});
