const cluster = require("node:cluster");
const http = require("node:http");
const os = require("node:os");

if (cluster.isPrimary) {
  for (let i = 0; i < os.availableParallelism(); i++) cluster.fork();
  cluster.on("exit", (worker) => {
    console.log(`worker ${worker.process.pid} stopped; starting another`);
    cluster.fork();
  });
} else {
  http.createServer((req, res) => res.end("ok")).listen(8080, "127.0.0.1");
}
