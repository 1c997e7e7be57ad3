#!/usr/bin/env node
const fs = require("fs");
const page = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
async function main() {
  const res = await fetch("https://api.notion.com/v1/pages", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${process.env.NOTION_TOKEN}`,
      "Notion-Version": "2022-06-28",
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ parent: { database_id: process.env.NOTION_DATABASE_ID }, ...page }),
  });
  const out = await res.json();
  if (!res.ok) { console.error(out.message); process.exit(1); }
  console.log(out.url);
}
main();
