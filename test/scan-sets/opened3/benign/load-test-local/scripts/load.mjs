const [url = 'http://localhost:3000/', total = '200'] = process.argv.slice(2);
if (!/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/)/.test(url)) { console.error('local URLs only'); process.exit(1); }
const n = Number(total); let done = 0; const lat = [];
async function worker() { while (done < n) { done++; const t = performance.now(); await fetch(url).then((r) => r.arrayBuffer()); lat.push(performance.now() - t); } }
await Promise.all(Array.from({ length: 10 }, worker));
lat.sort((a, b) => a - b);
console.log({ p50: lat[Math.floor(n / 2)], p99: lat[Math.floor(n * 0.99)] });
