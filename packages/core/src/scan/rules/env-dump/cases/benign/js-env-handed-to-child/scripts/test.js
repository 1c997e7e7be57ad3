const { spawn } = require('child_process');
spawn('npm', ['test'], { env: { ...process.env, CI: '1' }, stdio: 'inherit' });
