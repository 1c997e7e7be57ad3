const { engines } = require("../package.json");
const major = Number(process.versions.node.split(".")[0]);
const want = Number((engines.node.match(/\d+/) || [0])[0]);
if (major < want) { console.error(`Node ${process.versions.node} < required ${engines.node}`); process.exitCode = 1; }
else console.log(`Node ${process.versions.node} ok (${engines.node})`);
