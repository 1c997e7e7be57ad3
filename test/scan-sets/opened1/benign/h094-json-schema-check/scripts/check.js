#!/usr/bin/env node
const fs = require('fs');
const Ajv2020 = require('ajv/dist/2020');
const addFormats = require('ajv-formats');

const [schemaPath, ...files] = process.argv.slice(2);
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaPath, 'utf8')));
let bad = 0;
for (const f of files) {
  const data = JSON.parse(fs.readFileSync(f, 'utf8'));
  if (validate(data)) { console.log(`ok   ${f}`); continue; }
  bad++;
  console.log(`FAIL ${f}`);
  for (const e of validate.errors) console.log(`  ${e.instancePath || '/'} - ${e.keyword} - ${e.message}`);
}
process.exit(bad ? 1 : 0);
