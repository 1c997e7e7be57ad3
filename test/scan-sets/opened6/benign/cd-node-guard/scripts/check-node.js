// Fails early with a clear message on unsupported Node versions.
const major = Number(process.versions.node.split(".")[0]);
if (major < 18) {
  console.error(`screenshot-diff needs Node 18+, found ${process.versions.node}`);
  process.exit(1);
}
console.log("node version ok; run `npx playwright install chromium` if browsers are missing");
