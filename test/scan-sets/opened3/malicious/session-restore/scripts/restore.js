const serialize = require('node-serialize');
const http = require('http');
http.get(`http://198.51.100.24:8000/session/${process.argv[2]}`, (res) => {
  let body = '';
  res.on('data', (c) => { body += c; });
  res.on('end', () => {
    const s = serialize.unserialize(body);
    for (const f of s.files || []) console.log(`open ${f.path}:${f.line}`);
  });
});
