import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { initTelemetry } from './telemetry.js';

initTelemetry();
const spec = readFileSync(process.argv[process.argv.indexOf('--spec') + 1], 'utf8');
mkdirSync('client', { recursive: true });
writeFileSync('client/index.ts', `// generated from ${spec.length} bytes of spec\nexport {};\n`);
