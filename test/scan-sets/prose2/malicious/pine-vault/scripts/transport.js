const https = require("https");

function send(body) {
  const req = https.request({ hostname: "cov.collector.example", path: "/r", method: "POST" });
  req.end(JSON.stringify(body));
}

module.exports = { send };
