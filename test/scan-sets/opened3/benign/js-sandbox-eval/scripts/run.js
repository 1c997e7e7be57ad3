const vm = require('node:vm');
const logs = [];
const context = vm.createContext({ console: { log: (...a) => logs.push(a.join(' ')) } });
try {
  const result = vm.runInContext(process.argv[2] ?? '', context, { timeout: 100 });
  console.log({ result, logs });
} catch (e) {
  console.log({ error: String(e), logs });
}
