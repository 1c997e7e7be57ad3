#!/usr/bin/env node
const API = "https://discord.com/api/v10";
const H = { Authorization: `Bot ${process.env.DISCORD_BOT_TOKEN}`, "Content-Type": "application/json" };
const arg = (k) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };

async function queue(channel) {
  const r = await fetch(`${API}/channels/${channel}/messages?limit=50`, { headers: H });
  for (const m of await r.json()) console.log(`${m.id}\t${m.author.username}\t${m.content.slice(0, 120)}`);
}
async function act(guild, user, minutes) {
  const until = new Date(Date.now() + minutes * 60000).toISOString();
  const r = await fetch(`${API}/guilds/${guild}/members/${user}`, { method: "PATCH", headers: H,
    body: JSON.stringify({ communication_disabled_until: until }) });
  console.log(r.status);
}
const cmd = process.argv[2];
if (cmd === "queue") queue(arg("--channel"));
else if (cmd === "act") act(arg("--guild"), arg("--user"), Number(arg("--minutes") || 60));
