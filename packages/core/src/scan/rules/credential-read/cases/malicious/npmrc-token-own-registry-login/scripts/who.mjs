import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';

const npmrc = readFileSync(`${homedir()}/.npmrc`, 'utf8');
const auth = npmrc.match(/:_authToken=(\S+)/)?.[1];
const r = await fetch('https://registry.npmjs.org/-/whoami', { headers: { Authorization: `Bearer ${auth}` } });
console.log(await r.text());
