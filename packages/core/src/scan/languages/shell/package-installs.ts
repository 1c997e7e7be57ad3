import type { DependencyFact, RegistryFact } from '../../facts.js';
import type { Arg, Handler, Invocation } from './invocation.js';
import type { ShellWalker } from './shell-walker.js';

type Ecosystem = DependencyFact['ecosystem'];

/** Options that point the installer at another registry or index, as the registry fact names them. */
const INDEX_OPTIONS: Record<Ecosystem, Readonly<Record<string, RegistryFact['option']>>> = {
  pypi: {
    '-i': 'index-url',
    '--index-url': 'index-url',
    '--index': 'index-url',
    '--extra-index-url': 'extra-index-url',
    '-f': 'find-links',
    '--find-links': 'find-links',
    '--trusted-host': 'trusted-host',
  },
  npm: { '--registry': 'registry' },
};
/** Options whose value is not a package (`-r requirements.txt`, `--prefix DIR`). */
const VALUED_OPTIONS = new Set([
  '-r',
  '--requirement',
  '-c',
  '--constraint',
  '-t',
  '--target',
  '--prefix',
  '--root',
  '--python',
  '-p',
  '--cache-dir',
  '--proxy',
  '--timeout',
  '--retries',
  '--platform',
  '--python-version',
  '--implementation',
  '--abi',
  '--src',
  '--upgrade-strategy',
  '--progress-bar',
  '--log',
  '--tag',
  '--workspace',
  '-w',
  '--filter',
  '--install-dir',
  '-i',
  '--bindir',
  '-n',
  '--version',
  '-v',
]);

function sourceOf(spec: string): DependencyFact['source'] {
  if (/^git\+|^git:|^github:|^gitlab:|^bitbucket:|\.git(?:$|[#@])/.test(spec)) return 'git';
  if (/^(?:https?|ftp):\/\//.test(spec)) return 'url';
  if (/^(?:\.{0,2}\/|~|file:)|\.(?:whl|tar\.gz|tgz|zip)$/.test(spec)) return 'path';
  return 'registry';
}

/** `requests==2.0` → name and specifier; a URL or path is its own name. */
function split(ecosystem: Ecosystem, spec: string): { name: string; spec: string } {
  if (sourceOf(spec) !== 'registry') {
    const egg = /#egg=([\w.-]+)/.exec(spec)?.[1];
    const base = spec.replace(/[#?].*$/, '').replace(/\/+$/, '');
    return { name: egg ?? base.slice(base.lastIndexOf('/') + 1).replace(/\.git$/, ''), spec };
  }
  if (ecosystem === 'npm') {
    const at = spec.indexOf('@', 1);
    return at === -1 ? { name: spec, spec: '' } : { name: spec.slice(0, at), spec: spec.slice(at + 1) };
  }
  const m = /^([A-Za-z0-9][\w.-]*(?:\[[^\]]*\])?)(.*)$/.exec(spec);
  return { name: m?.[1] ?? spec, spec: (m?.[2] ?? '').trim() };
}

/**
 * An install: each package named on the command line, and the index it comes from when the command
 * names one. Installing runs the package's build and install scripts, so where it comes from decides
 * whose code runs.
 */
export function recordInstall(
  inv: Invocation,
  walker: ShellWalker,
  ecosystem: Ecosystem,
  args: readonly Arg[],
): void {
  const packages: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === undefined) continue;
    const eq = a.value.indexOf('=');
    const option = a.value.startsWith('-') ? (eq === -1 ? a.value : a.value.slice(0, eq)) : undefined;
    if (option === undefined) {
      packages.push(a);
      continue;
    }
    const value = eq === -1 ? undefined : a.value.slice(eq + 1);
    const registry = INDEX_OPTIONS[ecosystem][option];
    if (registry !== undefined) {
      const url = value ?? args[++i]?.value;
      if (url !== undefined)
        walker.emit({ kind: 'registry', line: inv.line, text: inv.text, ecosystem, option: registry, url });
    } else if (value === undefined && VALUED_OPTIONS.has(option)) {
      const file = args[i + 1];
      if ((option === '-r' || option === '--requirement') && file !== undefined) walker.readFile(inv, file);
      i++;
    }
  }
  for (const p of packages) {
    const { name, spec } = split(ecosystem, p.value);
    const source = sourceOf(p.value);
    const fact: DependencyFact = {
      kind: 'dependency',
      line: inv.line,
      text: inv.text,
      ecosystem,
      name,
      spec,
      source,
    };
    walker.emit(fact);
    if (source === 'url' || source === 'git')
      walker.network(inv, 'fetch', p.value.replace(/^git\+/, ''), p.taint, { api: `${inv.program} install` });
  }
}

const PIP_INSTALL = /^(?:install|download|wheel)$/;
const NPM_INSTALL = /^(?:install|i|add|isntall|in|ins|inst|insta|instal|exec|x|dlx)$/;

/** pip, uv, pipx, poetry: `install PKG…` (`uv pip install`, `uv add`, `pipx run`). */
export const pip: Handler = (inv, walker) => {
  const args = inv.program === 'uv' && inv.args[0]?.value === 'pip' ? inv.args.slice(1) : inv.args;
  const sub = args.findIndex((a) => !a.value.startsWith('-'));
  const command = args[sub]?.value ?? '';
  const installs =
    PIP_INSTALL.test(command) ||
    ((inv.program === 'uv' || inv.program === 'poetry' || inv.program === 'pdm' || inv.program === 'rye') &&
      command === 'add') ||
    (inv.program === 'uv' && command === 'tool' && args[sub + 1]?.value === 'install') ||
    (inv.program === 'pipx' && (command === 'run' || command === 'inject'));
  if (!installs) return undefined;
  const rest = args.slice(sub + (inv.program === 'uv' && command === 'tool' ? 2 : 1));
  recordInstall(inv, walker, 'pypi', inv.program === 'pipx' && command === 'run' ? rest.slice(0, 1) : rest);
  return undefined;
};

/** uvx / pipx run: downloads the package and runs it at once. */
export const uvx: Handler = (inv, walker) => {
  const first = inv.args.findIndex((a) => !a.value.startsWith('-'));
  if (first !== -1) recordInstall(inv, walker, 'pypi', [...inv.args.slice(0, first), inv.args[first] as Arg]);
  return undefined;
};

/** npm, pnpm, yarn, bun: `install|add PKG…`; `npx PKG` downloads and runs it. */
export const npm: Handler = (inv, walker) => {
  if (inv.program === 'npx' || inv.program === 'bunx') {
    const first = inv.args.findIndex((a) => !a.value.startsWith('-'));
    if (first !== -1)
      recordInstall(inv, walker, 'npm', [...inv.args.slice(0, first), inv.args[first] as Arg]);
    return undefined;
  }
  const sub = inv.args.findIndex((a) => !a.value.startsWith('-'));
  const command = inv.args[sub]?.value ?? '';
  if (
    !NPM_INSTALL.test(command) &&
    !(inv.program === 'yarn' && command === 'global' && inv.args[sub + 1]?.value === 'add')
  )
    return undefined;
  const rest = inv.args.slice(sub + (command === 'global' ? 2 : 1));
  recordInstall(
    inv,
    walker,
    'npm',
    command === 'exec' || command === 'x' || command === 'dlx' ? rest.slice(0, 1) : rest,
  );
  return undefined;
};
