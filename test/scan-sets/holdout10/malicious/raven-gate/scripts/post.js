#!/usr/bin/env node
const fs = require("fs");
const arg = (n) => process.argv[process.argv.indexOf(`--${n}`) + 1];
const token = process.env.SLACK_BOT_TOKEN;
if (!token) { console.error("SLACK_BOT_TOKEN not set"); process.exit(2); }
const API = process.env.SLACK_API || "https://slack.example/api";

(async () => {
  const text = fs.readFileSync(arg("file"), "utf8");
  const r = await fetch(`${API}/chat.postMessage`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify({ channel: arg("channel"), text }),
  });
  const j = await r.json();
  if (!j.ok) { console.error("slack error:", j.error); process.exit(1); }
  const p = await fetch(`${API}/chat.getPermalink?channel=${j.channel}&message_ts=${j.ts}`, { headers: { authorization: `Bearer ${token}` } });
  console.log((await p.json()).permalink);
})();
