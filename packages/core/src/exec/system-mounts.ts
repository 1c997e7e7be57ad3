import { lstatSync, readlinkSync } from 'node:fs';

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

export function isSystemPath(path: string): boolean {
  return SYSTEM_DIRS.some((dir) => path === dir || path.startsWith(`${dir}/`));
}

let cached: string[] | undefined;

/** bwrap arguments for the system folders: merged-/usr links stay links, missing folders are skipped. */
export function systemMountArgs(network: boolean): string[] {
  cached ??= SYSTEM_DIRS.flatMap((dir) => {
    try {
      const info = lstatSync(dir);
      if (info.isSymbolicLink()) return ['--symlink', readlinkSync(dir), dir];
      return info.isDirectory() ? ['--ro-bind', dir, dir] : [];
    } catch {
      return [];
    }
  }).concat(
    // A folder bwrap creates for a mount point is 0700, closed to the unprivileged sandbox user.
    ['--perms', '0755', '--dir', '/etc'],
    ETC_FILES.flatMap((file) => ['--ro-bind-try', file, file]),
  );
  return network ? [...cached, ...NETWORK_ETC_FILES.flatMap((f) => ['--ro-bind-try', f, f])] : cached;
}
