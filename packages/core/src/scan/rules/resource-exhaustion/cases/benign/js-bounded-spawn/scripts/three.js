const { spawnSync } = require('child_process');
for (let i = 0; i < 3; i++) spawnSync('date');
