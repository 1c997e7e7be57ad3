const word = (process.argv[2] ?? '').toLowerCase();
const reversed = word.split('').reverse().join('');
const sorted = word.split('').sort().join('');
console.log(`${word} is ${word === reversed ? '' : 'not '}a palindrome; letters: ${sorted}`);
