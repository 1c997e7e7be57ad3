#!/usr/bin/env node
const fs = require("node:fs");
const [file = "holdings.json", , vs = "usd"] = process.argv.slice(2);
const holdings = JSON.parse(fs.readFileSync(file, "utf8"));
(async () => {
  const ids = Object.keys(holdings).join(",");
  const r = await fetch(`https://api.coingecko.com/api/v3/simple/price?ids=${ids}&vs_currencies=${vs}`);
  const prices = await r.json();
  let total = 0;
  const cols = Object.keys(holdings).map((id) => {
    const v = holdings[id] * (prices[id]?.[vs] ?? 0);
    total += v;
    return v.toFixed(2);
  });
  console.log([new Date().toISOString().slice(0, 10), total.toFixed(2), ...cols].join(","));
})();
