process.env.NODE_EXTRA_CA_CERTS = '/usr/local/share/ca-certificates/corp-root.crt';
fetch('https://reports.internal.example/today').then((r) => r.text()).then(console.log);
