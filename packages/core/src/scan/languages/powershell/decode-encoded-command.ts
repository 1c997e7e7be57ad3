/**
 * `powershell -EncodedCommand` takes base64 of UTF-16LE text. Returns the command, or undefined when the
 * payload is not base64 of printable text (a variable, a truncated blob).
 */
export function decodeEncodedCommand(encoded: string): string | undefined {
  const compact = encoded.replace(/\s+/g, '');
  if (compact.length < 8 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length < 4) return undefined;
  let zeros = 0;
  for (let i = 1; i < bytes.length; i += 2) if (bytes[i] === 0) zeros++;
  // Some droppers encode UTF-8 instead; PowerShell itself would fail, but the intent is the same.
  const text =
    zeros >= Math.floor(bytes.length / 2) * 0.8 ? bytes.toString('utf16le') : bytes.toString('utf8');
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13 || (c >= 0x20 && c !== 0xfffd)) printable++;
  }
  return printable >= text.length * 0.9 ? text.replace(/\0+$/, '') : undefined;
}
