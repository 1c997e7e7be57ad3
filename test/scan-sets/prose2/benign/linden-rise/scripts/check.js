const { ping } = require("./http");

ping(process.env.SERVICE_URL || "http://localhost:8080/health");
