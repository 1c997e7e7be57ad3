#!/usr/bin/env node
// Waits until the local dev server answers before the axe scan starts.
const url = process.argv[2] || "http://localhost:3000/";
const u = new URL(url);
if (!["localhost", "127.0.0.1", "::1"].includes(u.hostname)) {
  console.error("refusing to probe non-local host", u.hostname); process.exit(2);
}
(async () => {
  for (let i = 0; i < 60; i++) {
    try { const r = await fetch(url); if (r.ok) { console.log("app is up"); return; } } catch {}
    await new Promise(r => setTimeout(r, 1000));
  }
  console.error("app did not start within 60s"); process.exit(1);
})();
