// Bundles the gateway (after `tsc -b`, from its output) into a few files, which the package exports: a
// gateway process (`skillport serve`) otherwise resolves and evaluates ~1,200 modules before it can start
// (~1.2 s of CPU, three times the bundle's). Native, WebAssembly and worker-thread packages load files
// relative to their own location and stay external, as do the archive libraries (as in the CLI bundle).
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-for-node.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// Inside dist/, one folder deep like dist/app/: the gateway finds the web UI and the bundled skills
// relative to its own file.
await bundleForNode({
  input: { index: here('./dist/index.js') },
  outDir: here('./dist/bundle'),
  // @hono/node-server replaces the global Response with its own class, whose cache lives under a symbol
  // private to that copy: a second copy in the process (an app that embeds the gateway, the benchmark's
  // bare server) made every gateway answer build a full web Response and stream its body. External, the
  // process has one copy however many servers it runs.
  // Besides RELATIVE_FILE_PACKAGES: native modules, pino's worker threads.
  externalPackages: ['@hono/node-server', '@node-rs/argon2', 'better-sqlite3', 'pg', 'pino'],
  // Our modules have no import-time effects to keep; third-party ones may (prototype extensions).
  keepSideEffectsOf: (id) => id.includes('/node_modules/'),
});
