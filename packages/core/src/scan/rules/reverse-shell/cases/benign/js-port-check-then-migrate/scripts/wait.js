const net = require('net');
const { spawn } = require('child_process');
const s = net.connect(5432, '127.0.0.1');
s.on('connect', () => {
  s.end();
  spawn('npm', ['run', 'migrate'], { stdio: 'inherit' });
});
