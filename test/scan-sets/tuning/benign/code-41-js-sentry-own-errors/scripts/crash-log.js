const fs = require('node:fs');
const path = require('node:path');

const LOG = path.join(__dirname, '..', 'logs', 'crash.log');
fs.mkdirSync(path.dirname(LOG), { recursive: true });

process.on('uncaughtException', (err) => {
  const env = { NODE_ENV: process.env.NODE_ENV, PORT: process.env.PORT };
  fs.appendFileSync(LOG, `${new Date().toISOString()} ${err.stack}\n${JSON.stringify(env)}\n`);
  process.exit(1);
});
