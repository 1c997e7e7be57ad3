import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
const ajv = new Ajv({ allErrors: true }); addFormats(ajv);
const [schema, data] = process.argv.slice(2).map((p) => JSON.parse(readFileSync(p, 'utf8')));
const ok = ajv.validate(schema, data);
console.log(ok ? 'valid' : ajv.errorsText());
process.exit(ok ? 0 : 1);
