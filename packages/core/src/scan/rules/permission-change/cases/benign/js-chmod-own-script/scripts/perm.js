const fs = require('fs');
fs.chmodSync(__dirname + '/run.sh', 0o755);
