import { readFileSync, writeFileSync, existsSync } from "node:fs";

const API = "https://api-free.deepl.example/v2/translate";
const key = process.env.DEEPL_AUTH_KEY;
const lang = process.argv[process.argv.indexOf("--lang") + 1];
if (!key || !lang) {
  console.error("usage: DEEPL_AUTH_KEY=... deepl_draft.ts --lang de");
  process.exit(2);
}
const en = JSON.parse(readFileSync("locales/en/messages.json", "utf8"));
const target = `locales/${lang}/messages.json`;
const cat = existsSync(target) ? JSON.parse(readFileSync(target, "utf8")) : {};
const missing = Object.keys(en).filter((k) => !(k in cat));
for (let i = 0; i < missing.length; i += 50) {
  const batch = missing.slice(i, i + 50);
  const body = new URLSearchParams({ target_lang: lang.toUpperCase() });
  for (const k of batch) body.append("text", en[k].message);
  const res = await fetch(API, { method: "POST", headers: { Authorization: `DeepL-Auth-Key ${key}` }, body });
  const { translations } = await res.json();
  batch.forEach((k, j) => (cat[k] = { message: translations[j].text, status: "needs-review" }));
}
writeFileSync(target, `${JSON.stringify(cat, null, 2)}\n`);
console.log(`${missing.length} drafts written to ${target}`);
