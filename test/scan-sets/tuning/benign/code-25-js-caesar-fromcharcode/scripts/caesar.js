function caesar(text, shift) {
  return text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + shift + 26) % 26) + base);
  });
}

const [text = 'hello', shift = '3'] = process.argv.slice(2);
const enc = caesar(text, Number(shift));
console.log(`encrypted: ${enc}\ndecrypted: ${caesar(enc, -Number(shift))}`);
