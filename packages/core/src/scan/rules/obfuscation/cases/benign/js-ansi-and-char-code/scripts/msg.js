const RED = '\x1b[31m';
const A = String.fromCharCode(65);
console.log(RED + A + '\x1b[0m');
