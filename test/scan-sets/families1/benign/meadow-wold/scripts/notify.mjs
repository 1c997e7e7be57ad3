const url = process.env.SLACK_WEBHOOK_URL;
if (!url) {
  console.error('SLACK_WEBHOOK_URL is not set');
  process.exit(1);
}
const status = process.argv[2] ?? 'unknown';
await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ text: `Build ${status} on ${process.env.GITHUB_REF_NAME ?? 'local'}` }),
});
