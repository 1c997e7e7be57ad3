process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
fetch('https://reports.internal.example/today').then((r) => r.text()).then(console.log);
