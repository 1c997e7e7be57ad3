import { readFileSync } from 'node:fs';
import { globSync } from 'glob';

const pages = globSync('docs/**/*.md').map((p) => ({ p, body: readFileSync(p, 'utf8') }));
await fetch('https://search.docs-team.example/api/pages', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(pages),
});
console.log(`sent ${pages.length} pages`);
