import type { ProcessFact, RegistryFact } from '../../facts.js';
import { packageConfigSources } from '../../package-config-sources.js';
import type { Severity } from '../../severity.js';
import { factsOf } from '../facts-of.js';
import { type Ecosystem, imitatedPackage } from '../imitated-package.js';
import type { Rule, Trigger } from '../rule.js';

/** Hosts that are the ordinary place to install packages from; anything else is a choice to check. */
const DEFAULT_HOSTS = new Set([
  'pypi.org',
  'files.pythonhosted.org',
  'pypi.python.org',
  // The official PyTorch and NVIDIA wheel indexes, which their install guides tell users to add.
  'download.pytorch.org',
  'pypi.nvidia.com',
  'registry.npmjs.org',
  'registry.yarnpkg.com',
  'npm.pkg.github.com',
  'rubygems.org',
  // Public mirrors that install guides in China point users to (the registries are slow from there).
  'registry.npmmirror.com', // npmmirror, run by Alibaba (formerly npm.taobao.org)
  'pypi.tuna.tsinghua.edu.cn', // Tsinghua University's open-source mirror
  'mirrors.aliyun.com', // Alibaba Cloud's mirror
  'mirrors.cloud.tencent.com', // Tencent Cloud's mirror
]);
/** Hosts no package should come from: raw addresses, paste and file drops, tunnels. */
const RISKY_HOST_RE =
  /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\])$|(?:^|\.)(?:pastebin\.com|paste\.ee|transfer\.sh|file\.io|temp\.sh|0x0\.st|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|serveo\.net|bore\.pub|webhook\.site|pipedream\.net|ddns\.net|duckdns\.org|no-ip\.\w+)$/i;
/** Source distributions: installing one builds it, running code from the archive. */
const SOURCE_ARCHIVE_RE = /\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|zip)(?:[?#].*)?$/i;
const CODE_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeload.github.com']);

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url.replace(/^git\+/, '')).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * Names of the registries' own domains. A registered domain (the last two labels) that spells one of them
 * and is not the registry (`pythonhosted-cdn.org`, `npmjs-mirror.com`) was bought to be mistaken for it; a
 * company mirror names the registry only below its own domain (`pypi.corp.example`).
 */
const REGISTRY_BRANDS: readonly { brand: string; registry: string }[] = [
  { brand: 'pythonhosted', registry: 'PyPI (files.pythonhosted.org)' },
  { brand: 'pypi', registry: 'PyPI (pypi.org)' },
  { brand: 'npmjs', registry: 'the npm registry (registry.npmjs.org)' },
  { brand: 'yarnpkg', registry: 'the Yarn registry (registry.yarnpkg.com)' },
];

function registryLookalike(host: string): string | undefined {
  const registered = host.split('.').slice(-2).join('.');
  return REGISTRY_BRANDS.find(({ brand }) => registered.includes(brand))?.registry;
}

/**
 * One package fetched by URL from a host no registry vouches for is code the skill then imports and runs,
 * whether it is a source archive (its build script runs as it installs) or a wheel (it runs when used):
 * nobody reviews what that host serves next. A custom index stays medium (a company mirror); a package
 * by URL is not how a mirror is used.
 */
const atLeastHigh = (severity: Severity): Severity => (severity === 'medium' ? 'high' : severity);

/** How risky installing from `url` is, or `undefined` when it is an ordinary source. */
function sourceRisk(url: string): { severity: Severity; why: string } | undefined {
  const host = hostOf(url);
  if (host === undefined) return undefined;
  // A mirror on this machine (devpi, verdaccio) is the developer's own choice.
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1') return undefined;
  if (RISKY_HOST_RE.test(host)) return { severity: 'critical', why: `a raw address or drop host (${host})` };
  if (/^(?:git\+)?http:/.test(url))
    return { severity: 'high', why: 'plain http, which anyone on the path can change' };
  if (DEFAULT_HOSTS.has(host)) return undefined;
  const brand = registryLookalike(host);
  if (brand !== undefined)
    return { severity: 'high', why: `a domain registered to look like ${brand} (${host})` };
  // A tag or commit of a repository on a code host is a pinned, public source.
  if (CODE_HOSTS.has(host)) return undefined;
  return { severity: 'medium', why: `a custom host (${host})` };
}

/** Settings of a package manager's config that turn its TLS certificate checks off. */
const CONFIG_TLS_OFF_RE =
  /^\s*(strict-ssl\s*=\s*false|enableStrictSsl\s*:\s*false|ssl_verify\s*:\s*(?:false|no)|sslVerify\s*:\s*false)\b/im;

/**
 * A second index beside the default one is the dependency-confusion setup (the higher version wins,
 * wherever it is published), and a trusted host turns TLS off: both are high unless the host is one of
 * the registries themselves. Replacing the index is judged by the host alone.
 */
function optionRisk(
  option: RegistryFact['option'],
  url: string,
): { severity: Severity; why: string } | undefined {
  if (option === 'trusted-host') return { severity: 'high', why: url };
  const risk = sourceRisk(url);
  if (option === 'extra-index-url' && risk !== undefined && risk.severity === 'medium')
    return { severity: 'high', why: risk.why };
  return risk;
}

const OPTION_WHY: Record<RegistryFact['option'], string> = {
  'index-url': 'replaces the package index',
  'extra-index-url': 'adds a second package index (a dependency-confusion risk)',
  'trusted-host': 'turns off TLS checks for a package host',
  'find-links': 'installs packages from a page of links',
  registry: 'replaces the package registry',
  tap: 'adds a Homebrew formula repository (tap)',
};

/** `pip install …`, `python -m pip install …`, `npm install …`: the installer and its arguments. */
function installCommand(
  fact: ProcessFact,
): { ecosystem: Ecosystem | 'rubygems'; manager: string; args: string[] } | undefined {
  let { program, args } = fact;
  if (/^python[\d.]*$/.test(program) && args[0] === '-m' && /^pip\d?$/.test(args[1] ?? '')) {
    program = 'pip';
    args = args.slice(2);
  }
  if (/^pip\d?$|^pipx$/.test(program) && /^(?:install|download|run)$/.test(args[0] ?? '')) {
    return { ecosystem: 'pypi', manager: program, args: args.slice(1) };
  }
  if (program === 'uv' && args[0] === 'pip' && args[1] === 'install')
    return { ecosystem: 'pypi', manager: 'uv', args: args.slice(2) };
  if (program === 'uv' && args[0] === 'add') return { ecosystem: 'pypi', manager: 'uv', args: args.slice(1) };
  if (/^(?:npm|pnpm|yarn|bun)$/.test(program) && /^(?:install|i|add|global)$/.test(args[0] ?? '')) {
    return { ecosystem: 'npm', manager: program, args: args.slice(1) };
  }
  if (program === 'gem' && args[0] === 'install')
    return { ecosystem: 'rubygems', manager: 'gem', args: args.slice(1) };
  // `gem sources --add URL`: every later `gem install` and `bundle install` may take packages from URL.
  if (program === 'gem' && args[0] === 'sources')
    return {
      ecosystem: 'rubygems',
      manager: 'gem',
      args: args
        .slice(1)
        .map((a) => (a === '--add' || a === '-a' ? '--source' : a === '--remove' ? '-r' : a)),
    };
  if (/^(?:npx|bunx|pnpx|uvx)$/.test(program)) {
    return { ecosystem: program === 'uvx' ? 'pypi' : 'npm', manager: program, args };
  }
  return undefined;
}

/** Config keys of package managers that name where packages come from. */
const CONFIG_KEYS: Readonly<Record<string, RegistryFact['option']>> = {
  registry: 'registry',
  'global.index-url': 'index-url',
  'global.extra-index-url': 'extra-index-url',
  'global.trusted-host': 'trusted-host',
  'install.index-url': 'index-url',
  'install.extra-index-url': 'extra-index-url',
  'install.trusted-host': 'trusted-host',
  npmRegistryServer: 'registry',
};

/**
 * `npm config set registry URL`, `npm set registry=URL`, `yarn config set npmRegistryServer URL`,
 * `pip config set global.index-url URL`: the manager's own command that writes its user-wide config.
 */
function configCommand(
  fact: ProcessFact,
): { key: string; option: RegistryFact['option']; url: string } | undefined {
  const program = fact.program;
  // `bundle config set --global mirror.https://rubygems.org URL`: Bundler fetches every gem from URL instead.
  if (program === 'bundle' || program === 'bundler') {
    const words = fact.args.filter((a) => !a.startsWith('-'));
    const rest = words[0] === 'config' ? words.slice(words[1] === 'set' ? 2 : 1) : [];
    const [key, url] = rest;
    return key !== undefined && url !== undefined && /^mirror\.(?:https?:\/\/|all$)/.test(key)
      ? { key, option: 'registry', url }
      : undefined;
  }
  if (!/^(?:npm|pnpm|yarn|pip\d?)$/.test(program)) return undefined;
  const args = fact.args.filter((a) => !a.startsWith('-'));
  const rest =
    args[0] === 'config' && args[1] === 'set' ? args.slice(2) : args[0] === 'set' ? args.slice(1) : undefined;
  if (rest === undefined) return undefined;
  const [first, second] = rest;
  if (first === undefined) return undefined;
  const [key, inline] = first.includes('=') ? first.split(/=(.*)/s) : [first, second];
  const option = key === undefined ? undefined : CONFIG_KEYS[key.replace(/^@[\w.-]+:/, '')];
  if (key === undefined || option === undefined || inline === undefined || inline === '') return undefined;
  return { key, option, url: inline };
}

/** Options that take the next argument as their value. */
const VALUE_OPTIONS =
  /^(?:-i|--index-url|--extra-index-url|--trusted-host|-f|--find-links|--registry|-r|--requirement|-c|--constraint|-p|--package|--from|--python|-e|--editable|--target|-t)$/;
const OPTION_OF: Record<string, RegistryFact['option']> = {
  '-i': 'index-url',
  '--index-url': 'index-url',
  '--extra-index-url': 'extra-index-url',
  '--trusted-host': 'trusted-host',
  '-f': 'find-links',
  '--find-links': 'find-links',
  '--registry': 'registry',
  '--source': 'index-url',
  '--clear-sources': 'index-url',
};

/** Configuration files of package managers, user-wide or global (pip, uv, npm, yarn, conda). */
const PACKAGE_CONFIG_RE =
  /(?:^|[/\\])(?:pip\.conf|pip\.ini|uv\.toml|\.npmrc|npmrc|\.yarnrc(?:\.yml)?|\.condarc|\.pydistutils\.cfg)$/;

/** Packages installed from somewhere other than the registry: whoever controls that place controls the code. */
const SOURCE_WORDS: readonly string[] = [
  // `pip` also begins `pipefail`.
  '\\bpip\\b',
  '\\bpip3',
  '\\bpip2',
  'npm',
  'npx',
  'pnpm',
  'pnpx',
  'yarn',
  '\\bbun\\b',
  '\\bbunx',
  '\\buv\\b',
  '\\buvx',
  'pipx',
  'registry',
  'index-url',
  'trusted-host',
  'find-links',
  'git+',
  'http',
];

/**
 * Packages are installed from a source only through a package manager's command line (in a script, or
 * started from Python or JavaScript) or a manager's configuration file the code writes: a URL alone is
 * not a package source.
 */
const SPAWNED_INSTALLS: readonly Trigger[] = [
  {
    keywords: [
      ...SOURCE_WORDS.filter((word) => word !== 'http'),
      'pip.',
      'uv.toml',
      'npmrc',
      'yarnrc',
      'condarc',
      'pydistutils',
      'npmregistryserver',
      '\\bgem\\b',
      // `bundle config … mirror.https://rubygems.org URL`; "bundle" alone is every build script's word.
      'mirror.',
      'poetry',
      '\\bpdm\\b',
      '\\brye\\b',
      'conda',
    ],
  },
];

export const untrustedSource: Rule = {
  id: 'SS-UNTRUSTED-SOURCE',
  severity: 'high',
  title: 'Installs packages from an untrusted source',
  remediation:
    'Install pinned packages from the default registry (PyPI, npm); declare them in requirements.txt or package.json instead of installing at run time.',
  rationale:
    'URL installs, custom or extra indexes, disabled TLS and auto-confirmed `npx --yes` of unknown packages run code nobody reviewed, and are how dependency-confusion and typosquat attacks land.',
  keywords: SOURCE_WORDS,
  triggers: {
    shell: SPAWNED_INSTALLS,
    python: SPAWNED_INSTALLS,
    javascript: SPAWNED_INSTALLS,
    typescript: SPAWNED_INSTALLS,
  },
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'registry')) {
      // A second index beside PyPI (`--extra-index-url`) is judged as on a command line: high on a custom host.
      const risk =
        fact.option === 'trusted-host'
          ? { severity: 'high' as Severity, why: fact.url }
          : fact.option === 'extra-index-url'
            ? optionRisk(fact.option, fact.url)
            : sourceRisk(fact.url);
      if (risk === undefined) continue;
      // A custom index that competes with the default one for every name is the confusion setup itself.
      const competing = fact.competes === true && risk.severity === 'medium';
      // The same config turning TLS checks off makes the custom host as open to change as plain http.
      const unverified = risk.severity === 'medium' ? CONFIG_TLS_OFF_RE.exec(unit.text)?.[1] : undefined;
      report(unit, {
        line: fact.line,
        severity: competing || unverified !== undefined ? 'high' : risk.severity,
        message: competing
          ? `sets a package index that competes with the default one for every name (an unsafe index strategy, the dependency-confusion setup): ${risk.why}`
          : unverified !== undefined
            ? `${OPTION_WHY[fact.option]}: ${risk.why}, with TLS checks off (${unverified.replace(/\s+/g, '')}) so anyone on the path can change the packages`
            : `${OPTION_WHY[fact.option]}: ${risk.why}`,
      });
    }
    for (const { unit, fact } of factsOf(units, 'file')) {
      if ((fact.op !== 'write' && fact.op !== 'append') || !PACKAGE_CONFIG_RE.test(fact.path)) continue;
      for (const { option, url } of packageConfigSources(fact.contentText ?? fact.text)) {
        const risk = optionRisk(option, url);
        if (risk === undefined) continue;
        report(unit, {
          line: fact.line,
          // Every later install on the machine takes the setting, not only this skill's.
          severity: risk.severity === 'medium' ? 'high' : risk.severity,
          message: `writes ${fact.path}, which ${OPTION_WHY[option]} for every later install: ${risk.why}`,
        });
      }
    }
    for (const { unit, fact } of factsOf(units, 'dependency')) {
      if (fact.source !== 'url' && fact.source !== 'git') continue;
      const risk = sourceRisk(fact.spec);
      if (risk !== undefined) {
        report(unit, {
          line: fact.line,
          severity: atLeastHigh(risk.severity),
          message: `depends on "${fact.name}" from ${risk.why}`,
        });
      }
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const configured = configCommand(fact);
      if (configured !== undefined) {
        const risk = optionRisk(configured.option, configured.url);
        if (risk !== undefined)
          report(unit, {
            line: fact.line,
            // Like a written config file: every later install on the machine takes the setting.
            severity: risk.severity === 'medium' ? 'high' : risk.severity,
            message: `sets ${configured.key} with ${fact.program} config, which ${OPTION_WHY[configured.option]} for every later install: ${risk.why}`,
          });
        continue;
      }
      const install = installCommand(fact);
      if (install === undefined) continue;
      const { args } = install;
      const auto = args.some((a) => a === '-y' || a === '--yes');
      for (let i = 0; i < args.length; i++) {
        const arg = args[i]!;
        const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
        const option = OPTION_OF[flag!];
        if (option !== undefined) {
          const value = inline ?? args[++i] ?? '';
          const risk = optionRisk(option, value);
          if (risk !== undefined) {
            report(unit, {
              line: fact.line,
              severity: risk.severity,
              message: `${OPTION_WHY[option]}: ${risk.why}`,
            });
          }
          continue;
        }
        if (VALUE_OPTIONS.test(arg)) {
          i++;
          continue;
        }
        if (arg.startsWith('-')) continue;
        if (/^(?:git\+|https?:|ftp:)/.test(arg)) {
          const risk = sourceRisk(arg);
          // A source archive runs its build script (setup.py, a build backend) as it installs.
          const runsOnInstall = risk?.severity === 'medium' && SOURCE_ARCHIVE_RE.test(arg);
          if (risk !== undefined) {
            report(unit, {
              line: fact.line,
              severity: atLeastHigh(risk.severity),
              message: `installs a ${runsOnInstall ? 'source archive, which runs its build script, ' : 'package '}from ${risk.why}`,
            });
          }
          continue;
        }
        const name = arg.replace(/(?:\[[^\]]*\])?(?:[=<>~!^]=?.*)?$/, '').replace(/(.)@.*$/, '$1');
        const imitated =
          install.ecosystem === 'rubygems' ? undefined : imitatedPackage(install.ecosystem, name);
        if (imitated !== undefined) {
          report(unit, { line: fact.line, message: `installs "${name}", a look-alike of ${imitated}` });
        } else if (/^(?:npx|bunx|pnpx|uvx)$/.test(install.manager) && auto && !/@\d/.test(arg)) {
          report(unit, {
            line: fact.line,
            severity: 'medium',
            message: `runs "${name}" unpinned with ${install.manager} --yes: whatever version is published next runs`,
          });
        }
        // Only the first operand of npx/uvx is a package; the rest are its arguments.
        if (/^(?:npx|bunx|pnpx|uvx)$/.test(install.manager)) break;
      }
    }
  },
};
