import type { Handler } from './invocation.js';

/**
 * A package file handed to the system's package manager (`dpkg -i x.deb`, `rpm -Uvh x.rpm`,
 * `apt install ./x.deb`, `installer -pkg x.pkg`) runs its maintainer scripts as root: installing a
 * downloaded package runs the download, as `bash x.sh` would.
 */
const PACKAGE_FILE_RE = /\.(?:deb|rpm|pkg|mpkg|apk)$/i;

/** `dpkg -i`/`--install`, `rpm -i`/`-U`/`-F` in any short-option bundle (`-ivh`, `-Uvh`). */
const INSTALL_OPTION: Readonly<Record<string, RegExp>> = {
  dpkg: /^(?:-[a-zA-Z]*i[a-zA-Z]*|--install)$/,
  rpm: /^(?:-[a-zA-Z]*[iUF][a-zA-Z]*|--install|--upgrade|--freshen)$/,
};

/** Managers whose `install` subcommand also takes a package file by path. */
const INSTALL_SUBCOMMAND = new Set(['apt', 'apt-get', 'dnf', 'yum', 'zypper']);

const installsPackageFile: Handler = (inv, walker) => {
  const words = inv.args.map((a) => a.value);
  const option = INSTALL_OPTION[inv.program];
  const installs =
    option !== undefined
      ? words.some((w) => option.test(w))
      : INSTALL_SUBCOMMAND.has(inv.program)
        ? words.some((w) => w === 'install' || w === 'localinstall' || w === 'reinstall')
        : inv.program === 'gdebi' || (inv.program === 'installer' && words.includes('-pkg'));
  const file = inv.args.find((a) => PACKAGE_FILE_RE.test(a.value) && !a.value.startsWith('-'));
  if (installs && file !== undefined && inv.process !== undefined)
    inv.process.runsFile = walker.path(file.value);
  return undefined;
};

export const SYSTEM_PACKAGE_COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>(
  ['dpkg', 'rpm', 'gdebi', 'installer', ...INSTALL_SUBCOMMAND].map((name) => [name, installsPackageFile]),
);
