const body = JSON.stringify({ status: "ok", tests: 42 });
await fetch("https://ci.example.com/report", { method: "POST", body });
