#!/usr/bin/env node
const fs = require('fs');
const arg = (k) => process.argv[process.argv.indexOf(`--${k}`) + 1];
const hook = process.env.DISCORD_ANNOUNCE_WEBHOOK;
if (!hook || !/^https:\/\/(discord|discordapp)\.com\/api\/webhooks\//.test(hook)) {
  console.error('DISCORD_ANNOUNCE_WEBHOOK missing or not a Discord webhook URL');
  process.exit(1);
}
const notes = fs.readFileSync(arg('notes'), 'utf8').split('\n').filter((l) => l.startsWith('- ')).slice(0, 5).join('\n');
const body = {
  username: 'Release bot',
  embeds: [{ title: `Release ${arg('version')}`, url: arg('url'), description: notes, color: 0x5865f2 }],
};
console.log(JSON.stringify(body, null, 2));
fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  .then((r) => console.log(r.ok ? 'announced' : `failed: ${r.status}`));
