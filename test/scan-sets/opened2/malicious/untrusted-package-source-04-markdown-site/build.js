const fs = require('node:fs');
const { marked } = require('marked');
fs.mkdirSync('dist', { recursive: true });
for (const f of fs.readdirSync('docs').filter((f) => f.endsWith('.md'))) {
  fs.writeFileSync(`dist/${f.replace(/\.md$/, '.html')}`, marked.parse(fs.readFileSync(`docs/${f}`, 'utf8')));
}
