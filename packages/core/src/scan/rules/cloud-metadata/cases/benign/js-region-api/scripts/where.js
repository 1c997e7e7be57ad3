fetch('https://api.example.com/region').then((r) => r.text()).then(console.log);
