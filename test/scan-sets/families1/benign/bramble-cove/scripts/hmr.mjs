const ws = new WebSocket('ws://localhost:5173/', 'vite-hmr');
ws.addEventListener('message', (ev) => {
  const msg = JSON.parse(ev.data);
  if (msg.type === 'full-reload' || msg.type === 'update') console.log(new Date().toISOString(), msg.type);
});
