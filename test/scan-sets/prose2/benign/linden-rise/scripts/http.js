const http = require("http");

function ping(url) {
  http.get(url, (res) => console.log(res.statusCode));
}

module.exports = { ping };
