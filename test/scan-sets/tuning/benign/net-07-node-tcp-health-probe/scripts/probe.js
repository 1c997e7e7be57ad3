const net = require('net');
const { execFile } = require('child_process');

const services = [
  { name: 'postgres', port: 5432, version: ['psql', ['--version']] },
  { name: 'redis', port: 6379, version: ['redis-cli', ['--version']] },
];

for (const s of services) {
  const c = net.connect(s.port, '127.0.0.1', () => {
    c.end();
    execFile(s.version[0], s.version[1], (err, out) => console.log(`${s.name}: up ${err ? '' : out.trim()}`));
  });
  c.on('error', () => console.log(`${s.name}: down on port ${s.port}`));
}
