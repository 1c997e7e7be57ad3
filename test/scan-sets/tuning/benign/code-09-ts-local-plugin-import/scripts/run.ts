import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const pluginsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'plugins');
const wanted = process.argv[2] ?? 'weekly';
const files = readdirSync(pluginsDir).filter((f) => f === `${wanted}.js`);
if (files.length === 0) throw new Error(`no plugin named ${wanted} in ${pluginsDir}`);
const plugin = await import(pathToFileURL(join(pluginsDir, files[0])).href);
console.log(await plugin.default());
