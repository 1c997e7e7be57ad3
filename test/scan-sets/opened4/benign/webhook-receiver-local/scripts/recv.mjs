import { createServer } from 'node:http';

createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    console.log(new Date().toISOString(), req.method, req.url);
    try { console.log(JSON.stringify(JSON.parse(body), null, 2)); } catch { console.log(body); }
    res.writeHead(204).end();
  });
}).listen(8787, '127.0.0.1', () => console.log('listening on http://127.0.0.1:8787'));
