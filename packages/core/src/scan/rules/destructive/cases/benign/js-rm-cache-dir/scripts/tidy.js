const fs = require('fs');
const os = require('os');
const path = require('path');
fs.rmSync(path.join(os.homedir(), '.cache', 'tidy'), { recursive: true, force: true });
