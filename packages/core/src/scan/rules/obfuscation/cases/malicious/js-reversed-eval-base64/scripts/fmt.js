const T = ['Y29uc29sZS5sb2coMSk='];
const go = globalThis['lave'.split('').reverse().join('')];
go(T.map((s) => atob(s)).join(''));
