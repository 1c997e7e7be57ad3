import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Host folders mounted read-only into every sandbox: programs and libraries, nothing of anybody's data. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/** The few files of /etc that programs need to start; the rest of /etc (shadow, ssh keys, …) stays out. */
const ETC_FILES = [
  '/etc/alternatives',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/localtime',
  '/etc/timezone',
  '/etc/nsswitch.conf',
  '/etc/passwd',
  '/etc/group',
  '/etc/mime.types',
  '/etc/ssl',
  '/etc/ca-certificates',
  '/etc/pki',
];

/** Only meaningful with network access. */
const NETWORK_ETC_FILES = ['/etc/resolv.conf', '/etc/hosts', '/etc/host.conf', '/etc/gai.conf'];

/** How long a staged /etc is used before its sources are looked at again. */
const ETC_RECHECK_MS = 1000;

export function isSystemPath(path: string): boolean {
  return SYSTEM_DIRS.some((dir) => path === dir || path.startsWith(`${dir}/`));
}

let systemDirs: string[] | undefined;
let staged: { dir: string; fingerprint: string; checkedAt: number } | undefined;

/**
 * bwrap arguments for the system folders: merged-/usr links stay links, missing folders are skipped.
 * Without network, /etc is one read-only mount of a private copy of the start-up files (see stageEtc):
 * a dozen bind mounts cost about as much as starting the interpreter on a busy machine. With network,
 * each file is bound from the host as before, plus the resolver's files.
 */
export function systemMountArgs(network: boolean): string[] {
  systemDirs ??= SYSTEM_DIRS.flatMap((dir) => {
    try {
      const info = lstatSync(dir);
      if (info.isSymbolicLink()) return ['--symlink', readlinkSync(dir), dir];
      return info.isDirectory() ? ['--ro-bind', dir, dir] : [];
    } catch {
      return [];
    }
  });
  if (!network) {
    const etc = stagedEtc();
    if (etc !== undefined) return [...systemDirs, '--ro-bind', etc, '/etc'];
  }
  return [
    ...systemDirs,
    // A folder bwrap creates for a mount point is 0700, closed to the unprivileged sandbox user.
    '--perms',
    '0755',
    '--dir',
    '/etc',
    ...[...ETC_FILES, ...(network ? NETWORK_ETC_FILES : [])].flatMap((file) => ['--ro-bind-try', file, file]),
  ];
}

/**
 * The staged copy of ETC_FILES, re-made when one of them (or a folder among them) changed: modification
 * times and inodes of the entries and of every folder below them, looked at most once a second. Only
 * what every user may read is copied (a key folder like /etc/ssl/private is left out; the unprivileged
 * sandbox user could not read it anyway). The copy is named after its sources' state, built under a
 * temporary name and renamed, so processes share complete copies and nothing needs removing at exit; a
 * folder of that name that is not ours or is writable by others is never used. Undefined when staging
 * fails: the caller binds file by file.
 */
function stagedEtc(): string | undefined {
  const now = Date.now();
  if (staged !== undefined && now - staged.checkedAt < ETC_RECHECK_MS) return staged.dir;
  try {
    const fingerprint = fingerprintOf(ETC_FILES);
    if (staged?.fingerprint === fingerprint) {
      staged.checkedAt = now;
      return staged.dir;
    }
    const uid = process.getuid?.() ?? 0;
    const hash = createHash('sha256').update(fingerprint).digest('hex').slice(0, 24);
    const dir = join(tmpdir(), `skillport-etc-${uid}-${hash}`);
    if (!isOurs(dir, uid)) {
      const temp = mkdtempSync(join(tmpdir(), 'skillport-etc-stage-'));
      try {
        for (const file of ETC_FILES) copyReadable(file, join(temp, file.slice('/etc/'.length)));
        chmodSync(temp, 0o755);
        renameSync(temp, dir);
      } catch {
        // Made by another process meanwhile (then it is used below), or not possible here.
        rmSync(temp, { recursive: true, force: true });
      }
      if (!isOurs(dir, uid)) return undefined;
    }
    staged = { dir, fingerprint, checkedAt: now };
    return dir;
  } catch {
    return undefined;
  }
}

/** A real folder (not a link) owned by `uid` that nobody else may write to. */
function isOurs(dir: string, uid: number): boolean {
  const info = lstatSync(dir, { throwIfNoEntry: false });
  return info?.isDirectory() === true && info.uid === uid && (info.mode & 0o022) === 0;
}

function fingerprintOf(paths: readonly string[]): string {
  const parts: string[] = [];
  const visit = (path: string, depth: number) => {
    let info: ReturnType<typeof lstatSync>;
    try {
      info = lstatSync(path);
    } catch {
      parts.push(`${path}:-`);
      return;
    }
    parts.push(`${path}:${info.ino}:${info.mtimeMs}:${info.mode}`);
    if (!info.isDirectory() || depth >= 4 || (info.mode & 0o005) !== 0o005) return;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(join(path, entry.name), depth + 1);
    }
  };
  for (const path of paths) visit(path, 0);
  return parts.join('\n');
}

/** Copies what others may read: files and folders (recursively) as 0644/0755, links as links. */
function copyReadable(source: string, target: string): void {
  let info: ReturnType<typeof lstatSync>;
  try {
    info = lstatSync(source);
  } catch {
    return;
  }
  if (info.isSymbolicLink()) {
    symlinkSync(readlinkSync(source), target);
  } else if (info.isDirectory()) {
    if ((info.mode & 0o005) !== 0o005) return;
    mkdirSync(target, { mode: 0o755 });
    chmodSync(target, 0o755);
    for (const entry of readdirSync(source)) copyReadable(join(source, entry), join(target, entry));
  } else if (info.isFile()) {
    if ((info.mode & 0o004) === 0) return;
    copyFileSync(source, target);
    chmodSync(target, 0o644);
  }
}
