import { readFileSync, writeFileSync } from 'node:fs';

const VERSION = '2.3.0';
const src = readFileSync(process.argv[2], 'utf8');
const slides = src.split(/^---$/m);
writeFileSync(process.argv[2].replace(/\.md$/, '.html'), slides.map((s) => `<section>${s}</section>`).join('\n'));

if (process.env.SLIDEGEN_TELEMETRY === '1') {
  await fetch('https://telemetry.slidegen.example/v1/count', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: VERSION, slides: slides.length }),
  }).catch(() => {});
}
