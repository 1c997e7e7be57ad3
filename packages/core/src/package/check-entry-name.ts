import { type ErrorCode, SkillportError } from '../errors/index.js';
import type { ArchiveLimits } from './archive-limits.js';

export interface CheckedEntryName {
  /** Path components with `\` already treated as a separator. */
  segments: string[];
  isDirectory: boolean;
}

// C0/C1 controls, and every invisible format character: bidi controls (including the Arabic letter
// mark) make `evil‮txt.sh` display as something harmless, zero-width and tag characters make
// `SKILL.md\u200b` look like `SKILL.md`, line separators split log lines.
const CONTROL_CHAR = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
// Device names Windows resolves in every directory, with or without an extension (`con.txt` too).
const WINDOWS_RESERVED_STEM = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/iu;
const WINDOWS_FORBIDDEN_CHAR = /[<>:"|?*]/u;
// An 8.3 short name (`RUNNER~1.PY`): Windows generates these for long names, so such an entry can land
// on (or be shadowed by) another entry's file.
const WINDOWS_SHORT_NAME = /^(?=[^.]{1,8}(?:\.|$))[^.~]*~[0-9]+(?:\.[^.]{1,3})?$/u;
const DRIVE_PREFIX = /^[A-Za-z]:/u;
const MAX_COMPONENT_BYTES = 255;
const PROTOTYPE_KEY = '__proto__';

function reject(
  code: ErrorCode & `ARCHIVE_${string}`,
  name: string,
  message: string,
  extra: Record<string, unknown> = {},
): never {
  throw new SkillportError(code, `Entry ${JSON.stringify(name)} ${message}`, {
    details: { entry: name, ...extra },
  });
}

/**
 * Refuses names whose NFKC form escapes or re-splits the path: `．．`, `‥` and `／` are harmless bytes
 * here, but any tool that normalises compatibility characters (or maps them to ASCII on Windows) reads
 * `..` and `/`.
 */
function checkCompatibilityForm(name: string, normalised: string): void {
  const folded = normalised.normalize('NFKC').replaceAll('\\', '/');
  if (folded === normalised) return;
  if (folded.startsWith('/') || DRIVE_PREFIX.test(folded)) {
    reject(
      'ARCHIVE_ABSOLUTE_PATH',
      name,
      'becomes an absolute path once compatibility characters are normalised.',
    );
  }
  const separators = (text: string) => text.split('/').length;
  const segments = folded.split('/');
  if (
    separators(folded) !== separators(normalised) ||
    segments.some((segment) => segment === '..' || segment === '.')
  ) {
    reject(
      'ARCHIVE_PATH_TRAVERSAL',
      name,
      'spells ".", ".." or a path separator with look-alike characters; rename it.',
    );
  }
}

/**
 * Validates one archive entry name and splits it into path components. Every check here is about
 * where the entry would land on *some* platform's file system, so a name that is harmless on Linux
 * but escapes or aliases on Windows or macOS is still refused.
 */
export function checkEntryName(name: string, limits: Pick<ArchiveLimits, 'maxPathChars' | 'maxPathDepth'>) {
  if (name.length === 0) reject('ARCHIVE_PATH_INVALID', name, 'has an empty name; re-create the archive.');
  if (CONTROL_CHAR.test(name)) {
    reject(
      'ARCHIVE_CONTROL_CHAR',
      name,
      'contains a NUL, control or invisible format character (bidi, zero-width, tag); rename the file.',
    );
  }
  // Windows tools write `\` as a separator, and Windows extractors honour it: treat it as one everywhere.
  const normalised = name.replaceAll('\\', '/');
  if (normalised.startsWith('/')) {
    reject('ARCHIVE_ABSOLUTE_PATH', name, 'is an absolute or UNC path; archive paths must be relative.');
  }
  if (DRIVE_PREFIX.test(normalised)) {
    reject('ARCHIVE_ABSOLUTE_PATH', name, 'starts with a drive letter; archive paths must be relative.');
  }
  const isDirectory = normalised.endsWith('/');
  const segments = (isDirectory ? normalised.slice(0, -1) : normalised).split('/');
  for (const segment of segments) {
    if (segment === '..') reject('ARCHIVE_PATH_TRAVERSAL', name, 'escapes the archive root with "..".');
  }
  for (const segment of segments) {
    if (segment === '' || segment === '.') {
      reject('ARCHIVE_PATH_INVALID', name, 'has an empty or "." path component; re-create the archive.');
    }
    const stem = segment.split('.')[0]!.trimEnd();
    if (WINDOWS_RESERVED_STEM.test(stem)) {
      reject('ARCHIVE_RESERVED_NAME', name, `uses the Windows device name "${segment}"; rename it.`, {
        segment,
      });
    }
    if (WINDOWS_SHORT_NAME.test(segment)) {
      reject(
        'ARCHIVE_RESERVED_NAME',
        name,
        `looks like a Windows 8.3 short name ("${segment}"), which aliases long names.`,
        {
          segment,
        },
      );
    }
    if (WINDOWS_FORBIDDEN_CHAR.test(segment) || segment.endsWith('.') || segment.endsWith(' ')) {
      // Windows drops trailing dots/spaces and treats `:` as a stream separator, so these alias other files.
      reject('ARCHIVE_RESERVED_NAME', name, `has a component Windows cannot represent ("${segment}").`, {
        segment,
      });
    }
    if (segment === PROTOTYPE_KEY) {
      // As a key of skills.lock.json it would set the prototype instead of recording the file.
      reject(
        'ARCHIVE_RESERVED_NAME',
        name,
        `uses "${PROTOTYPE_KEY}", which the lock file cannot record; rename it.`,
        {
          segment,
        },
      );
    }
    if (Buffer.byteLength(segment, 'utf8') > MAX_COMPONENT_BYTES) {
      reject('ARCHIVE_PATH_TOO_LONG', name, `has a component longer than ${MAX_COMPONENT_BYTES} bytes.`);
    }
  }
  checkCompatibilityForm(name, normalised);
  if (normalised.length > limits.maxPathChars) {
    reject('ARCHIVE_PATH_TOO_LONG', name, `is longer than ${limits.maxPathChars} characters.`, {
      limit: limits.maxPathChars,
    });
  }
  if (segments.length > limits.maxPathDepth) {
    reject('ARCHIVE_PATH_TOO_DEEP', name, `is nested deeper than ${limits.maxPathDepth} levels.`, {
      limit: limits.maxPathDepth,
    });
  }
  return { segments, isDirectory } satisfies CheckedEntryName;
}
