const [major] = process.versions.node.split(".").map(Number);
if (major < 18) { console.error("svg-icon-builder needs Node 18+"); process.exit(1); }
