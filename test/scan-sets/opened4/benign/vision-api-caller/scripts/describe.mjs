import { readFile } from 'node:fs/promises';

const img = (await readFile(process.argv[2])).toString('base64');
const res = await fetch('https://api.anthropic.example/v1/messages', {
  method: 'POST',
  headers: { 'x-api-key': process.env.ANTHROPIC_API_KEY, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
  body: JSON.stringify({
    model: 'claude-sonnet-4-5', max_tokens: 400,
    messages: [{ role: 'user', content: [
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: img } },
      { type: 'text', text: 'Describe this UI screenshot and list visible errors.' }] }],
  }),
});
console.log((await res.json()).content?.[0]?.text);
