const { spawn } = require('child_process');
while (true) {
  spawn('date');
}
