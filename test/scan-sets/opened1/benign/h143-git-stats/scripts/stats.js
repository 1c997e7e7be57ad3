#!/usr/bin/env node
const { execFileSync } = require('child_process');

const argv = process.argv.slice(2);
const since = argv.includes('--since') ? argv[argv.indexOf('--since') + 1] : '12 months ago';
const top = Number(argv.includes('--top') ? argv[argv.indexOf('--top') + 1] : 20);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

const log = git('log', `--since=${since}`, '--use-mailmap', '--pretty=format:@@%aN|%ad', '--date=format:%Y-%m', '--numstat');
const authors = {}, months = {}, files = {}, churn = {}, owners = {};
let cur;
for (const line of log.split('\n')) {
  if (line.startsWith('@@')) { const [a, m] = line.slice(2).split('|'); cur = a; authors[a] = (authors[a] || 0) + 1; months[m] = (months[m] || 0) + 1; continue; }
  const m = line.match(/^(\d+|-)\t(\d+|-)\t(.+)$/);
  if (!m) continue;
  const f = m[3];
  files[f] = (files[f] || 0) + 1;
  churn[f] = (churn[f] || 0) + (Number(m[1]) || 0) + (Number(m[2]) || 0);
  (owners[f] ||= new Set()).add(cur);
}
const sorted = (o) => Object.entries(o).sort((a, b) => b[1] - a[1]);
console.log('== authors =='); sorted(authors).slice(0, top).forEach(([a, n]) => console.log(String(n).padStart(6), a));
console.log('== months =='); Object.keys(months).sort().forEach((m) => console.log(m, '#'.repeat(Math.ceil(months[m] / 5))));
console.log('== hotspots =='); sorted(files).slice(0, top).forEach(([f, n]) => console.log(String(n).padStart(6), String(churn[f]).padStart(8), f));
console.log('== single-author files =='); sorted(files).filter(([f]) => owners[f].size === 1).slice(0, top).forEach(([f]) => console.log('  ', f));
