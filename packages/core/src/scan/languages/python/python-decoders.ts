import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { MAX_TEXT_CHARS } from './python-value.js';

/**
 * Decoders a payload is hidden behind, by qualified name, each applied to known text at scan time so
 * the decoded program can be read again. Bytes are latin1 text; a decoder that fails yields undefined
 * (the value is still decoded, only its text is unknown).
 */
type Decoder = (input: string, arg?: string) => string | undefined;

const latin1 = (b: Buffer): string => b.toString('latin1').slice(0, MAX_TEXT_CHARS);
const bytes = (s: string): Buffer => Buffer.from(s, 'latin1');
const base64: Decoder = (s) => latin1(Buffer.from(s.replace(/[^A-Za-z0-9+/=_-]/g, ''), 'base64'));
const hex: Decoder = (s) => {
  const clean = s.replace(/\s+/g, '');
  return /^(?:[0-9a-fA-F]{2})*$/.test(clean) ? latin1(Buffer.from(clean, 'hex')) : undefined;
};
const base32: Decoder = (s) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of s.replace(/=+$/, '').toUpperCase()) {
    const at = alphabet.indexOf(ch);
    if (at === -1) return undefined;
    value = (value << 5) | at;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >> bits) & 0xff);
    }
  }
  return latin1(Buffer.from(out));
};
const inflate: Decoder = (s) => {
  // Decompressed size is capped so a zip bomb in a literal cannot exhaust memory.
  const options = { maxOutputLength: MAX_TEXT_CHARS };
  for (const f of [inflateSync, gunzipSync, inflateRawSync]) {
    try {
      return latin1(f(bytes(s), options));
    } catch {
      // try the next container format
    }
  }
  return undefined;
};
const rot13 = (s: string): string =>
  s.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

const CODEC_DECODERS: Record<string, Decoder> = {
  rot13: rot13,
  rot_13: rot13,
  'rot-13': rot13,
  hex: hex,
  hex_codec: hex,
  base64: base64,
  base64_codec: base64,
  zlib: inflate,
  zlib_codec: inflate,
};

export const DECODERS: ReadonlyMap<string, Decoder> = new Map<string, Decoder>([
  ['base64.b64decode', base64],
  ['base64.urlsafe_b64decode', base64],
  ['base64.standard_b64decode', base64],
  ['base64.decodebytes', base64],
  ['base64.decodestring', base64],
  ['binascii.a2b_base64', base64],
  ['base64.b32decode', base32],
  ['base64.b16decode', hex],
  ['base64.b85decode', () => undefined],
  ['base64.a85decode', () => undefined],
  ['binascii.unhexlify', hex],
  ['binascii.a2b_hex', hex],
  ['bytes.fromhex', hex],
  ['bytearray.fromhex', hex],
  ['zlib.decompress', inflate],
  ['gzip.decompress', inflate],
  ['lzma.decompress', () => undefined],
  ['bz2.decompress', () => undefined],
  ['brotli.decompress', (s) => latin1(brotliDecompressSync(bytes(s), { maxOutputLength: MAX_TEXT_CHARS }))],
  [
    'codecs.decode',
    (s, codec) => {
      const decoder = codec === undefined ? undefined : CODEC_DECODERS[codec.toLowerCase()];
      return decoder?.(s);
    },
  ],
]);

/**
 * Encoders applied to known text: `base64.b64encode(cmd.encode("utf-16-le"))` is how a program builds
 * PowerShell's `-EncodedCommand`, which the shell reader decodes again. Encoding hides nothing by itself,
 * so what these yield carries only the input's taint.
 */
const toBase64 = (s: string): string => bytes(s).toString('base64').slice(0, MAX_TEXT_CHARS);
export const ENCODERS: ReadonlyMap<string, (input: string) => string> = new Map([
  ['base64.b64encode', toBase64],
  ['base64.standard_b64encode', toBase64],
  ['base64.urlsafe_b64encode', (s: string) => toBase64(s).replace(/\+/g, '-').replace(/\//g, '_')],
  ['base64.encodebytes', toBase64],
  ['binascii.b2a_base64', toBase64],
]);

/** `s.encode("utf-16-le")`: text as bytes of the named encoding, in latin1 (UTF-8 for the others). */
export function encodeText(s: string, codec: string | undefined): string {
  const name = (codec ?? 'utf-8').toLowerCase().replace(/[-_]/g, '');
  if (name === 'utf16le') return Buffer.from(s, 'utf16le').toString('latin1');
  return textToBytes(s);
}

/** Whether `codecs.decode(x, codec)` undoes an encoding (rather than turning UTF-8 bytes into text). */
export function isHidingCodec(codec: string | undefined): boolean {
  return codec !== undefined && codec.toLowerCase() in CODEC_DECODERS;
}

/** `b.decode("utf-8")`: latin1 bytes read as UTF-8 text. */
export function bytesToText(s: string): string {
  return /[\u0080-\u00ff]/.test(s) ? Buffer.from(s, 'latin1').toString('utf8') : s;
}

/** `s.encode()`: text as its UTF-8 bytes, in latin1. */
export function textToBytes(s: string): string {
  return /[^\u0000-\u007f]/.test(s) ? Buffer.from(s, 'utf8').toString('latin1') : s;
}

/** Runs a decoder without letting a malformed literal escape as an exception. */
export function runDecoder(decoder: Decoder, input: string, arg?: string): string | undefined {
  try {
    return decoder(input, arg);
  } catch {
    return undefined;
  }
}
