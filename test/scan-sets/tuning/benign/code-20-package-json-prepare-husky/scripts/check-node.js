const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.warn(`Node ${process.versions.node} is older than 20; some hooks may fail.`);
}
