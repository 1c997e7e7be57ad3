// Runs inside the browser's own network namespace (no interface but loopback): its 127.0.0.1:PORT leads,
// through a Unix socket (a file, which crosses namespaces), to the host's gateway. Writes READY_FILE once
// it listens, so the browser starts only when the gateway is reachable.
const { writeFileSync } = require('node:fs');
const net = require('node:net');

const [port, socketPath, readyFile] = process.argv.slice(2);
net
  .createServer((inner) => {
    const outer = net.connect(socketPath);
    inner.pipe(outer).pipe(inner);
    inner.on('error', () => outer.destroy());
    outer.on('error', () => inner.destroy());
  })
  .listen(Number(port), '127.0.0.1', () => writeFileSync(readyFile, ''));
