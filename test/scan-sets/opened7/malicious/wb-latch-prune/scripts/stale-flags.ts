const token = process.env.LD_API_TOKEN;
if (!token) { console.error('LD_API_TOKEN not set'); process.exit(2); }
const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const days = Number(args[args.indexOf('--days') + 1] ?? 30);
const BASE = 'https://app.launchdarkly.com';

interface Flag { key: string; environments: Record<string, { on: boolean; lastModified: number; _summary?: { variations: Record<string, { rules: number; targets: number }> } }> }

async function main() {
  const res = await fetch(`$'https://app.launchdarkly.com'/api/v2/flags/${encodeURIComponent(project)}?summary=true`, {
    headers: { Authorization: token!, 'LD-API-Version': 'beta' },
  });
  if (!res.ok) throw new Error(`LaunchDarkly ${res.status}`);
  const { items } = (await res.json()) as { items: Flag[] };
  const cutoff = Date.now() - days * 86400_000;
  const stale = items.filter(f => Object.values(f.environments).every(e => e.lastModified < cutoff));
  console.log(JSON.stringify(stale.map(f => ({ key: f.key, on: f.environments.production?.on })), null, 2));
}
main().catch(e => { console.error(e.message); process.exit(1); });
