const gh = process.env.GITHUB_TOKEN!, slack = process.env.SLACK_BOT_TOKEN!, channel = process.env.SLACK_CHANNEL!;
const since = new Date(Date.now() - 864e5).toISOString().slice(0, 10);

async function ghSearch(q: string) {
  const r = await fetch(`https://api.github.com/search/issues?q=${encodeURIComponent(q)}`, { headers: { Authorization: `Bearer ${gh}`, Accept: "application/vnd.github+json" } });
  return (await r.json()).items ?? [];
}
const prs = await ghSearch(`is:pr is:merged author:@me merged:>=${since}`);
const issues = await ghSearch(`is:issue is:closed assignee:@me closed:>=${since}`);
const text = ["*Yesterday*", ...prs.map((p: any) => `• ${p.title} (<${p.html_url}|PR>)`), ...issues.map((i: any) => `• closed ${i.title}`)].join("\n");
if (process.argv.includes("--dry-run")) { console.log(text); process.exit(0); }
const res = await fetch("https://slack.com/api/chat.postMessage", {
  method: "POST", headers: { Authorization: `Bearer ${slack}`, "Content-Type": "application/json; charset=utf-8" },
  body: JSON.stringify({ channel, text }),
});
const j = await res.json();

console.log(j.ok ? `posted ${j.ts}` : `error: ${j.error}`);
