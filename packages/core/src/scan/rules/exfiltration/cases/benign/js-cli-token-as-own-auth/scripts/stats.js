const { execSync } = require('child_process');

const t = execSync('gh auth token').toString().trim();
const res = await fetch('https://api.github.com/repos/acme/app/pulls?state=open', {
  headers: { Authorization: `Bearer ${t}` },
});
console.log((await res.json()).length);
