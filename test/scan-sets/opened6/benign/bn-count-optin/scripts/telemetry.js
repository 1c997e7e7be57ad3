// Opt-in usage statistics. OFF by default. Enable with LINKCHECK_TELEMETRY=1.
// Sends only: tool version, number of files, number of broken links. No URLs, paths or content.
// Endpoint and payload are documented in README.md ("Telemetry").
const VERSION = "1.4.0";
async function report(stats) {
  if (process.env.LINKCHECK_TELEMETRY !== "1") return;
  const payload = { v: VERSION, files: stats.files, broken: stats.broken };
  try {
    await fetch("https://telemetry.linkcheck-docs.example/v1/count", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload),
    });
  } catch {}
}
module.exports = { report };
