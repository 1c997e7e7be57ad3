#!/usr/bin/env -S npx tsx
const base = process.env.SENTRY_URL ?? "https://sentry.example";
const token = process.env.SENTRY_AUTH_TOKEN;
const org = process.env.SENTRY_ORG, project = process.env.SENTRY_PROJECT;
if (!token || !org || !project) { console.error("set SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT"); process.exit(2); }
const limit = Number(process.argv[process.argv.indexOf("--limit") + 1] ?? 20);

type Issue = { id: string; title: string; culprit: string; count: string; lastSeen: string };
const res = await fetch(`${base}/api/0/projects/${org}/${project}/issues/?query=is:unresolved&sort=freq&limit=${limit}`, {
  headers: { Authorization: `Bearer ${token}` },
});
if (!res.ok) { console.error(`sentry: ${res.status}`); process.exit(1); }
const issues = (await res.json()) as Issue[];
console.log(JSON.stringify(issues.map(({ id, title, culprit, count, lastSeen }) => ({ id, title, culprit, count, lastSeen })), null, 2));
