const cfg = JSON.parse(Buffer.from(process.argv[2], "base64").toString());
console.log(cfg.name);
