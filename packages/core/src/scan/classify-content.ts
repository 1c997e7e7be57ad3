import path from 'node:path';
import type { CodeLanguage } from './load-grammars.js';

export type ContentKind =
  | { type: 'code'; language: CodeLanguage }
  | { type: 'markdown' }
  | { type: 'text' }
  | { type: 'binary'; native?: string; archive?: string };

const EXTENSION_LANGUAGE: Record<string, CodeLanguage> = {
  '.py': 'python',
  '.pyw': 'python',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'typescript',
  '.sh': 'shell',
  '.bash': 'shell',
  '.zsh': 'shell',
  '.ksh': 'shell',
};
const MARKDOWN_EXTENSIONS = new Set(['.md', '.markdown', '.mdx', '.txt', '.rst']);
/** Zip containers that are documents, not archives of code (templates shipped by document skills). */
const DOCUMENT_ZIP_EXTENSIONS = new Set([
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.epub',
  '.dotx',
  '.potx',
  '.xltx',
]);
const SNIFF_BYTES = 8000;

/** Decides how a file is scanned from its name, magic bytes and shebang. */
export function classifyContent(file: string, bytes: Uint8Array): ContentKind {
  const native = nativeFormat(bytes);
  if (native !== undefined) return { type: 'binary', native };
  const ext = path.extname(file).toLowerCase();
  const archive = archiveFormat(bytes);
  if (archive !== undefined) {
    return DOCUMENT_ZIP_EXTENSIONS.has(ext) && archive === 'zip'
      ? { type: 'binary' }
      : { type: 'binary', archive };
  }
  const sniff = bytes.subarray(0, SNIFF_BYTES);
  if (sniff.includes(0)) return { type: 'binary' };
  const language = EXTENSION_LANGUAGE[ext] ?? shebangLanguage(sniff);
  if (language !== undefined) return { type: 'code', language };
  if (MARKDOWN_EXTENSIONS.has(ext)) return { type: 'markdown' };
  return { type: 'text' };
}

function nativeFormat(b: Uint8Array): string | undefined {
  if (b.length < 4) return undefined;
  const [b0, b1, b2, b3] = [b[0], b[1], b[2], b[3]];
  if (b0 === 0x7f && b1 === 0x45 && b2 === 0x4c && b3 === 0x46) return 'ELF';
  if (b0 === 0x4d && b1 === 0x5a && peSignature(b)) return 'PE';
  const magic = ((b0 ?? 0) << 24) | ((b1 ?? 0) << 16) | ((b2 ?? 0) << 8) | (b3 ?? 0);
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(magic >>> 0)) return 'Mach-O';
  // 0xCAFEBABE is also a Java class file; a fat Mach-O has a small architecture count next.
  if (
    magic >>> 0 === 0xcafebabe &&
    b.length >= 8 &&
    b[4] === 0 &&
    b[5] === 0 &&
    b[6] === 0 &&
    (b[7] ?? 0) < 20
  ) {
    return 'Mach-O';
  }
  return undefined;
}

function peSignature(b: Uint8Array): boolean {
  if (b.length < 0x40) return false;
  const offset = (b[0x3c] ?? 0) | ((b[0x3d] ?? 0) << 8) | ((b[0x3e] ?? 0) << 16);
  return b[offset] === 0x50 && b[offset + 1] === 0x45 && b[offset + 2] === 0 && b[offset + 3] === 0;
}

function archiveFormat(b: Uint8Array): string | undefined {
  const starts = (...sig: number[]): boolean => sig.every((v, i) => b[i] === v);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06)) return 'zip';
  if (starts(0x1f, 0x8b)) return 'gzip';
  if (starts(0x42, 0x5a, 0x68)) return 'bzip2';
  if (starts(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00)) return 'xz';
  if (starts(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)) return '7z';
  if (starts(0x52, 0x61, 0x72, 0x21)) return 'rar';
  if (starts(0x28, 0xb5, 0x2f, 0xfd)) return 'zstd';
  if (b.length > 262 && String.fromCharCode(...b.subarray(257, 262)) === 'ustar') return 'tar';
  return undefined;
}

function shebangLanguage(b: Uint8Array): CodeLanguage | undefined {
  if (b[0] !== 0x23 || b[1] !== 0x21) return undefined;
  const end = b.indexOf(0x0a);
  const line = Buffer.from(b.subarray(0, end === -1 ? Math.min(b.length, 200) : end)).toString('latin1');
  if (/\bpython/.test(line)) return 'python';
  if (/\b(?:node|deno|bun)\b/.test(line)) return 'javascript';
  if (/\b(?:ba|z|k|da)?sh\b/.test(line)) return 'shell';
  return undefined;
}
