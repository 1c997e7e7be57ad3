import clipboard from 'clipboardy';

const subject = process.argv[2] ?? 'chore: update';
const body = `${subject}\n\nSigned-off-by: ${process.env.GIT_AUTHOR_NAME ?? 'you'}`;
await clipboard.write(body);
console.log('commit message copied to the clipboard');
