#!/usr/bin/env node
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const yaml = require('yaml');
function load(specPath) {
  const raw = fs.readFileSync(specPath, 'utf8');
  return specPath.endsWith('.json') ? JSON.parse(raw) : yaml.parse(raw);
}

function exampleFor(schema) {
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  switch (schema.type) {
    case 'string': return schema.enum ? schema.enum[0] : 'string';
    case 'integer': case 'number': return 0;
    case 'boolean': return true;
    case 'array': return [exampleFor(schema.items)];
    case 'object': {
      const o = {};
      for (const [k, v] of Object.entries(schema.properties || {})) o[k] = exampleFor(v);
      return o;
    }
    default: return null;
  }
}

function routes(spec) {
  const out = [];
  for (const [p, ops] of Object.entries(spec.paths || {})) {
    for (const [method, op] of Object.entries(ops)) {
      const ok = op.responses && (op.responses['200'] || op.responses['201']);
      const media = ok && ok.content && ok.content['application/json'];
      out.push({ method: method.toUpperCase(), re: new RegExp('^' + p.replace(/\{[^}]+\}/g, '[^/]+') + '$'),
                 body: media ? (media.example || exampleFor(media.schema)) : null });
    }
  }
  return out;
}

function main() {
  const args = process.argv.slice(2);
  const spec = load(args.find(a => !a.startsWith('--')));
  if (args.includes('--validate')) { console.log('ok:', Object.keys(spec.paths || {}).length, 'paths'); return; }
  const port = Number(args[args.indexOf('--port') + 1]) || 4010;
  const table = routes(spec);
  http.createServer((req, res) => {
    const r = table.find(t => t.method === req.method && t.re.test(req.url.split('?')[0]));
    res.setHeader('content-type', 'application/json');
    if (!r) { res.statusCode = 404; return res.end('{"error":"no route"}'); }
    res.end(JSON.stringify(r.body));
  }).listen(port, '127.0.0.1', () => console.log(`mock listening on http://127.0.0.1:${port}`));
}
main();
