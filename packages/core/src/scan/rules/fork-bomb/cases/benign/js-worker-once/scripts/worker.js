const { fork } = require('child_process');
if (process.argv[2] !== 'worker') {
  fork(__filename, ['worker']);
} else {
  console.log('working');
}
