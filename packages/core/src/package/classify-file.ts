import { hasZipEndRecord } from './has-zip-end-record.js';

/** How many leading bytes `classifyFile` needs to decide. */
export const FILE_HEAD_BYTES = 8192;

/** Languages recognised from a file's name or shebang. */
export type FileLanguage =
  | 'python'
  | 'javascript'
  | 'typescript'
  | 'shell'
  | 'powershell'
  | 'batch'
  | 'ruby'
  | 'perl'
  | 'php'
  | 'go'
  | 'java'
  | 'lua'
  | 'rust'
  | 'csharp'
  | 'swift';

/**
 * What a package file is, decided once for every consumer (install, pack, scan, review):
 * - `blocked`: no install accepts it — a native executable, or an archive whose content would escape
 *   every check (found by name, by magic bytes, or by a zip appended to another file);
 * - `compiled`: bytecode that runs but cannot be reviewed (allowed, reported by the scanner);
 * - `binary`: opaque data (images, fonts, Office documents);
 * - `code`, `markdown`, `text`: read and scanned.
 */
export type FileClass =
  | { kind: 'blocked'; reason: 'native-executable' | 'nested-archive'; format: string }
  | { kind: 'compiled'; format: string }
  | { kind: 'binary' }
  | { kind: 'code'; language: FileLanguage }
  | { kind: 'markdown' }
  | { kind: 'text' };

const EXTENSION_LANGUAGE: Readonly<Record<string, FileLanguage>> = {
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
  // oh-my-zsh and bash-it themes are sourced by every interactive shell.
  '.zsh-theme': 'shell',
  '.ps1': 'powershell',
  '.psm1': 'powershell',
  '.bat': 'batch',
  '.cmd': 'batch',
  '.rb': 'ruby',
  // Rake loads task files, `gem build` evaluates a gemspec and rackup a config.ru: Ruby the agent runs.
  '.rake': 'ruby',
  '.gemspec': 'ruby',
  '.ru': 'ruby',
  '.pl': 'perl',
  '.pm': 'perl',
  '.php': 'php',
  '.go': 'go',
  '.java': 'java',
  // Kotlin calls the same JVM classes (System.getenv, HttpURLConnection, ProcessBuilder) as Java does.
  '.kt': 'java',
  '.kts': 'java',
  // Gradle's Groovy build scripts run at every build and call the same JVM process and network classes.
  '.gradle': 'java',
  '.groovy': 'java',
  '.lua': 'lua',
  // A crate's build.rs runs at `cargo build`: Rust is code the agent is told to run, not text.
  '.rs': 'rust',
  // `dotnet run` of a C# file or script: code the agent runs, not text.
  '.cs': 'csharp',
  '.csx': 'csharp',
  // `swift script.swift` runs a Swift file as a script; Package.swift is evaluated by `swift build`.
  '.swift': 'swift',
};
/**
 * Files that are code by their whole name: Ruby DSL files that a tool loads and runs (`rake`, `bundle`, `pod`),
 * and the startup files shells source.
 */
const NAME_LANGUAGE: Readonly<Record<string, FileLanguage>> = {
  rakefile: 'ruby',
  gemfile: 'ruby',
  guardfile: 'ruby',
  capfile: 'ruby',
  vagrantfile: 'ruby',
  podfile: 'ruby',
  fastfile: 'ruby',
  brewfile: 'ruby',
  // Jenkins runs a Jenkinsfile's Groovy, which starts processes and calls the JVM classes as Gradle does.
  jenkinsfile: 'java',
  // Shell startup files a skill ships to be copied or sourced: every new shell runs them.
  '.bashrc': 'shell',
  '.bash_profile': 'shell',
  '.bash_login': 'shell',
  '.profile': 'shell',
  '.zshrc': 'shell',
  '.zshenv': 'shell',
  '.zprofile': 'shell',
  '.zlogin': 'shell',
  // direnv sources a folder's `.envrc` on entering it.
  '.envrc': 'shell',
};
const MARKDOWN_EXTENSIONS = new Set(['.md', '.markdown', '.mdx', '.txt', '.rst']);

// Office/OpenDocument files are zip containers by format and real skills ship them as templates: they
// stay opaque files, never unpacked. Every other archive inside a skill is refused.
const DOCUMENT_CONTAINER_EXTENSIONS = new Set([
  '.docx',
  '.xlsx',
  '.pptx',
  '.dotx',
  '.xltx',
  '.potx',
  '.odt',
  '.ods',
  '.odp',
  '.epub',
]);
// Refused by name whatever the bytes say: a tool that picks the format from the name would unpack them.
const ARCHIVE_EXTENSIONS = new Set([
  '.zip',
  '.skill',
  '.jar',
  '.war',
  '.whl',
  '.egg',
  '.apk',
  '.tar',
  '.tgz',
  '.gz',
  '.bz2',
  '.tbz2',
  '.xz',
  '.txz',
  '.zst',
  '.7z',
  '.rar',
  '.cab',
  '.iso',
  '.dmg',
]);
const COMPILED_EXTENSIONS = new Set(['.pyc', '.pyo', '.wasm']);

const MACH_O_MAGICS = [
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  // Universal ("fat") binaries; Java class files share this magic and are executable code too.
  [0xca, 0xfe, 0xba, 0xbe],
  [0xca, 0xfe, 0xba, 0xbf],
] as const;
const ARCHIVE_MAGICS: readonly (readonly [string, readonly number[]])[] = [
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  ['zip', [0x50, 0x4b, 0x07, 0x08]],
  ['gzip', [0x1f, 0x8b]],
  ['bzip2', [0x42, 0x5a, 0x68]],
  ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['zstd', [0x28, 0xb5, 0x2f, 0xfd]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
  ['cab', [0x4d, 0x53, 0x43, 0x46]],
];
const TAR_MAGIC = [0x75, 0x73, 0x74, 0x61, 0x72] as const; // "ustar" at offset 257
const TAR_MAGIC_OFFSET = 257;
const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d] as const;
// A PE file is "MZ" plus a pointer at 0x3c to a "PE\0\0" header. A text file that happens to start with
// "MZ" reads a huge pointer there, so only plausible pointers count.
const PE_POINTER_OFFSET = 0x3c;
const MAX_PLAUSIBLE_PE_OFFSET = 16 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean => {
  if (bytes.length < at + magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[at + i] !== magic[i]) return false;
  return true;
};

function isPortableExecutable(head: Uint8Array): boolean {
  if (!startsWith(head, [0x4d, 0x5a]) || head.length < PE_POINTER_OFFSET + 4) return false;
  const peOffset =
    (head[PE_POINTER_OFFSET]! |
      (head[PE_POINTER_OFFSET + 1]! << 8) |
      (head[PE_POINTER_OFFSET + 2]! << 16) |
      (head[PE_POINTER_OFFSET + 3]! << 24)) >>>
    0;
  if (peOffset + 4 <= head.length) return startsWith(head, [0x50, 0x45, 0x00, 0x00], peOffset);
  // The header lies beyond what was read: fail closed unless the pointer is implausible.
  return peOffset < MAX_PLAUSIBLE_PE_OFFSET;
}

function nativeFormat(head: Uint8Array): string | undefined {
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'ELF';
  if (MACH_O_MAGICS.some((magic) => startsWith(head, magic))) return 'Mach-O';
  if (isPortableExecutable(head)) return 'PE';
  return undefined;
}

function archiveFormat(head: Uint8Array): string | undefined {
  for (const [format, magic] of ARCHIVE_MAGICS) if (startsWith(head, magic)) return format;
  if (startsWith(head, TAR_MAGIC, TAR_MAGIC_OFFSET)) return 'tar';
  return undefined;
}

function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot);
}

function shebangLanguage(head: Uint8Array): FileLanguage | undefined {
  if (head[0] !== 0x23 || head[1] !== 0x21) return undefined;
  let end = head.indexOf(0x0a);
  if (end === -1) end = Math.min(head.length, 200);
  const line = Buffer.from(head.buffer, head.byteOffset, end).toString('latin1');
  if (/\bpython/.test(line)) return 'python';
  if (/\b(?:node|deno|bun)\b/.test(line)) return 'javascript';
  if (/\b(?:ba|z|k|da)?sh\b/.test(line)) return 'shell';
  if (/\bpwsh\b/.test(line)) return 'powershell';
  if (/\bruby\b/.test(line)) return 'ruby';
  if (/\bperl\b/.test(line)) return 'perl';
  if (/\bphp\b/.test(line)) return 'php';
  if (/\blua\b/.test(line)) return 'lua';
  return undefined;
}

/**
 * Classifies a package file from its path (`/`-separated, relative to the package), its first bytes
 * (`FILE_HEAD_BYTES` are enough) and, when known, its last bytes (`ZIP_END_RECORD_SEARCH_BYTES`), so a
 * renamed binary, a renamed archive or a zip glued to an image is recognised whatever it is called.
 */
export function classifyFile(input: { path: string; head: Uint8Array; tail?: Uint8Array }): FileClass {
  const { path, head } = input;
  const native = nativeFormat(head);
  if (native !== undefined) return { kind: 'blocked', reason: 'native-executable', format: native };
  const ext = extensionOf(path);
  const isDocument = DOCUMENT_CONTAINER_EXTENSIONS.has(ext);
  const archive = archiveFormat(head);
  if (archive !== undefined && !(isDocument && archive === 'zip')) {
    return { kind: 'blocked', reason: 'nested-archive', format: archive };
  }
  if (ARCHIVE_EXTENSIONS.has(ext)) return { kind: 'blocked', reason: 'nested-archive', format: ext.slice(1) };
  if (!isDocument && input.tail !== undefined && hasZipEndRecord(input.tail)) {
    return { kind: 'blocked', reason: 'nested-archive', format: 'appended zip' };
  }
  if (startsWith(head, WASM_MAGIC)) return { kind: 'compiled', format: 'WebAssembly' };
  if (COMPILED_EXTENSIONS.has(ext)) return { kind: 'compiled', format: ext.slice(1) };
  if (isDocument || head.includes(0)) return { kind: 'binary' };
  const language =
    EXTENSION_LANGUAGE[ext] ??
    NAME_LANGUAGE[path.slice(path.lastIndexOf('/') + 1).toLowerCase()] ??
    shebangLanguage(head);
  if (language !== undefined) return { kind: 'code', language };
  if (MARKDOWN_EXTENSIONS.has(ext)) return { kind: 'markdown' };
  return { kind: 'text' };
}
