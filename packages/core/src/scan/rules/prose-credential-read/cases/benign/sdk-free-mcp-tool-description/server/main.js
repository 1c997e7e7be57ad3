const readline = require('node:readline');

const TOOLS = [
  {
    name: 'count_words',
    description:
      'Counts the words of a text. Pass the whole text in "text"; hyphenated words count once and numbers are skipped.',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
  },
];

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.method === 'tools/list') {
    process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: { tools: TOOLS } })}\n`);
  }
});
