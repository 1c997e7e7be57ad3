#!/usr/bin/env node
const http = require("http");
const fs = require("fs");
const path = require("path");

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, all) => (v.startsWith("--") ? [...a, [v.slice(2), all[i + 1]]] : a), []));
const port = Number(args.port || 4010);
const dir = args.examples || "examples";
const delay = Number(args.delay || 0);

function routes() {
  const r = { "/health": { ok: true } };
  if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir)) if (f.endsWith(".json")) r["/" + f.replace(/\.json$/, "").replace(/__/g, "/")] = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
  return r;
}

const table = routes();
http.createServer((req, res) => {
  const body = table[req.url.split("?")[0]];
  setTimeout(() => {
    res.writeHead(body ? 200 : 501, { "content-type": "application/json" });
    res.end(JSON.stringify(body || { error: "no example for " + req.url }));
  }, delay);
}).listen(port, "127.0.0.1", () => console.log(`mock api on http://127.0.0.1:${port}`));
