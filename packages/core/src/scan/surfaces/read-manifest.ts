import type { DependencyFact, RegistryFact } from '../facts.js';
import { packageConfigSources } from '../package-config-sources.js';
import { parseLenientJson } from './read-mcp-config.js';
import { readPackageConfigBlock } from './read-package-config-block.js';

/** A lifecycle script a package manager runs by itself, on install or publish. */
export interface ManifestHook {
  /** The script's name (`postinstall`) and the command line it runs. */
  name: string;
  command: string;
  line: number;
  /** Runs on `npm install` of the package (or of its dependents) without anyone asking for it. */
  onInstall: boolean;
}

export interface Manifest {
  facts: (DependencyFact | RegistryFact)[];
  hooks: ManifestHook[];
  /** Python files that run when the package is built or installed (a custom in-tree build backend). */
  installFiles: string[];
}

const EMPTY: Manifest = { facts: [], hooks: [], installFiles: [] };

/** npm runs these without being asked: on `npm install` in the folder, or when the package is installed. */
const INSTALL_HOOKS = new Set([
  'preinstall',
  'install',
  'postinstall',
  'prepare',
  'preprepare',
  'postprepare',
]);

/** True when the file is a manifest this reader understands. */
export function isManifest(inPackage: string): boolean {
  const base = inPackage.slice(inPackage.lastIndexOf('/') + 1);
  return (
    base === 'package.json' ||
    base === 'pyproject.toml' ||
    base === 'Pipfile' ||
    base === '.npmrc' ||
    PACKAGE_CONFIG_FILES.has(base) ||
    base === 'go.mod' ||
    /^(?:requirements|constraints)[\w.-]*\.(?:txt|in)$/.test(base)
  );
}

/** Package managers' own configuration files, shipped for the agent to point the manager at. */
const PACKAGE_CONFIG_FILES = new Set(['pip.conf', 'pip.ini', 'uv.toml', '.yarnrc.yml']);

/** Dependencies, package sources and lifecycle hooks a manifest declares. Never throws. */
export function readManifest(inPackage: string, text: string): Manifest {
  const base = inPackage.slice(inPackage.lastIndexOf('/') + 1);
  if (base === 'package.json') return readPackageJson(text);
  if (base === 'pyproject.toml') return readPyproject(text);
  if (base === 'Pipfile') return readPipfile(text);
  if (base === '.npmrc') return readNpmrc(text);
  // go.mod's `replace` directives are judged on the text by SS-TYPOSQUAT.
  if (base === 'go.mod') return EMPTY;
  if (PACKAGE_CONFIG_FILES.has(base))
    return { facts: readPackageConfigBlock(text, 1, base), hooks: [], installFiles: [] };
  return readRequirements(text);
}

const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

function dependency(
  ecosystem: DependencyFact['ecosystem'],
  name: string,
  spec: string,
  line: number,
  text: string,
): DependencyFact {
  const source: DependencyFact['source'] = /^git\+|^git:|^github:|\.git(?:#|$)|^[\w-]+\/[\w.-]+(?:#|$)/.test(
    spec,
  )
    ? 'git'
    : /^(?:https?|ftp):\/\//.test(spec)
      ? 'url'
      : /^(?:file:|\.{0,2}\/|link:)/.test(spec)
        ? 'path'
        : 'registry';
  return { kind: 'dependency', ecosystem, name, spec, source, line, text };
}

function readPackageJson(text: string): Manifest {
  const data = parseLenientJson(text);
  if (typeof data !== 'object' || data === null) return EMPTY;
  const json = data as Record<string, unknown>;
  const facts: Manifest['facts'] = [];
  for (const table of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    const deps = json[table];
    if (typeof deps !== 'object' || deps === null) continue;
    for (const [name, spec] of Object.entries(deps)) {
      if (typeof spec !== 'string') continue;
      const at = text.indexOf(JSON.stringify(name));
      facts.push(dependency('npm', name, spec, lineAt(text, at), `"${name}": "${spec}"`));
    }
  }
  const publish = json.publishConfig as Record<string, unknown> | undefined;
  if (typeof publish?.registry === 'string') {
    facts.push({
      kind: 'registry',
      ecosystem: 'npm',
      option: 'registry',
      url: publish.registry,
      line: lineAt(text, text.indexOf('"registry"')),
      text: `"registry": "${publish.registry}"`,
    });
  }
  const hooks: ManifestHook[] = [];
  const scripts = json.scripts;
  if (typeof scripts === 'object' && scripts !== null) {
    for (const [name, command] of Object.entries(scripts)) {
      if (typeof command !== 'string') continue;
      const at = text.indexOf(JSON.stringify(name));
      hooks.push({ name, command, line: lineAt(text, at), onInstall: INSTALL_HOOKS.has(name) });
    }
  }
  return { facts, hooks, installFiles: [] };
}

/** `name`, `name[extra]`, then a version spec, an `@ url`, or nothing. */
const REQUIREMENT_RE = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*(.*)$/;
const OPTION_RE = /^(-i|--index-url|--extra-index-url|--trusted-host|-f|--find-links)(?:\s+|=)(\S+)/;
const OPTION_NAMES: Record<string, RegistryFact['option']> = {
  '-i': 'index-url',
  '--index-url': 'index-url',
  '--extra-index-url': 'extra-index-url',
  '--trusted-host': 'trusted-host',
  '-f': 'find-links',
  '--find-links': 'find-links',
};

function readRequirements(text: string): Manifest {
  const facts: Manifest['facts'] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = raw.replace(/(?:^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const option = OPTION_RE.exec(line);
    if (option !== null) {
      facts.push({
        kind: 'registry',
        ecosystem: 'pypi',
        option: OPTION_NAMES[option[1]!]!,
        url: option[2]!,
        line: i + 1,
        text: raw,
      });
      continue;
    }
    if (line.startsWith('-')) continue;
    // A bare URL or VCS reference installs whatever that address serves.
    if (/^(?:git\+|https?:\/\/|ftp:\/\/)/.test(line)) {
      const egg =
        /#egg=([\w.-]+)/.exec(line)?.[1] ??
        line
          .replace(/[?#].*$/, '')
          .split('/')
          .pop() ??
        line;
      facts.push(dependency('pypi', egg, line, i + 1, raw));
      continue;
    }
    const m = REQUIREMENT_RE.exec(line);
    if (m === null) continue;
    const rest = (m[2] ?? '').replace(/;.*$/, '').trim();
    const spec = rest.startsWith('@') ? rest.slice(1).trim() : rest;
    facts.push(dependency('pypi', m[1]!, spec, i + 1, raw));
  }
  return { facts, hooks: [], installFiles: [] };
}

/**
 * pyproject.toml without a TOML library: the arrays and tables that name dependencies are simple enough
 * (`dependencies = [ "x>=1", … ]`, `[tool.poetry.dependencies]`), and a custom build backend kept inside
 * the package runs at build time.
 */
function readPyproject(text: string): Manifest {
  const facts: Manifest['facts'] = [];
  for (const array of text.matchAll(
    /^\s*(?:dependencies|requires|optional-dependencies\.\w+|[\w-]+)\s*=\s*\[([\s\S]*?)\]/gm,
  )) {
    const header = array[0].slice(0, array[0].indexOf('=')).trim();
    if (
      !/^(?:dependencies|requires)$/.test(header) &&
      !/dependencies|requires/.test(sectionAt(text, array.index))
    )
      continue;
    for (const item of array[1]!.matchAll(/["']([^"']+)["']/g)) {
      const m = REQUIREMENT_RE.exec(item[1]!.trim());
      if (m === null) continue;
      const rest = (m[2] ?? '').replace(/;.*$/, '').trim();
      const at = array.index + array[0].indexOf(item[0]);
      facts.push(
        dependency(
          'pypi',
          m[1]!,
          rest.startsWith('@') ? rest.slice(1).trim() : rest,
          lineAt(text, at),
          item[0],
        ),
      );
    }
  }
  for (const table of text.matchAll(
    /^\[tool\.poetry\.(?:dev-)?dependencies\]\s*\n([\s\S]*?)(?=^\[|(?![\s\S]))/gm,
  )) {
    for (const entry of table[1]!.matchAll(/^([A-Za-z0-9][\w.-]*)\s*=\s*(.+)$/gm)) {
      if (entry[1] === 'python') continue;
      const value = entry[2]!.trim();
      const spec =
        /(?:url|git|path)\s*=\s*["']([^"']+)["']/.exec(value)?.[1] ?? value.replace(/^["']|["']$/g, '');
      const at = table.index + table[0].indexOf(entry[0]);
      facts.push(dependency('pypi', entry[1]!, spec, lineAt(text, at), entry[0]));
    }
  }
  for (const source of text.matchAll(/^url\s*=\s*["'](https?:\/\/[^"']+)["']/gm)) {
    if (!/source/.test(sectionAt(text, source.index))) continue;
    facts.push({
      kind: 'registry',
      ecosystem: 'pypi',
      option: 'index-url',
      url: source[1]!,
      line: lineAt(text, source.index),
      text: source[0],
    });
  }
  // uv keeps its indexes in the project file (`[[tool.uv.index]]`, `[tool.uv] extra-index-url`).
  for (const source of packageConfigSources(text)) {
    if (source.option === 'registry') continue;
    facts.push({
      kind: 'registry',
      ecosystem: 'pypi',
      option: source.option,
      url: source.url,
      line: lineAt(text, source.index),
      text: source.text.trim(),
      ...(source.competes === true ? { competes: true as const } : {}),
    });
  }
  const installFiles: string[] = [];
  const backend = /^build-backend\s*=\s*["']([\w.]+)["']/m.exec(text)?.[1];
  const backendPath = /^backend-path\s*=\s*\[\s*["']([^"']*)["']/m.exec(text)?.[1];
  if (backend !== undefined && backendPath !== undefined) {
    const dir = backendPath.replace(/^\.\/?|\/$/g, '');
    installFiles.push(`${dir === '' ? '' : `${dir}/`}${backend.split('.').join('/')}.py`);
  }
  return { facts, hooks: [], installFiles };
}

/** The `[section]` header that governs a position of a TOML file. */
function sectionAt(text: string, index: number): string {
  const before = text.slice(0, index);
  const headers = [...before.matchAll(/^\[+([^\]\n]+)\]+\s*$/gm)];
  return headers.at(-1)?.[1] ?? '';
}

function readPipfile(text: string): Manifest {
  const facts: Manifest['facts'] = [];
  for (const source of text.matchAll(/^url\s*=\s*["']([^"']+)["']/gm)) {
    facts.push({
      kind: 'registry',
      ecosystem: 'pypi',
      option: 'index-url',
      url: source[1]!,
      line: lineAt(text, source.index),
      text: source[0],
    });
  }
  for (const table of text.matchAll(/^\[(?:dev-)?packages\]\s*\n([\s\S]*?)(?=^\[|(?![\s\S]))/gm)) {
    for (const entry of table[1]!.matchAll(/^([A-Za-z0-9][\w.-]*)\s*=\s*(.+)$/gm)) {
      const at = table.index + table[0].indexOf(entry[0]);
      facts.push(
        dependency(
          'pypi',
          entry[1]!,
          entry[2]!.trim().replace(/^["']|["']$/g, ''),
          lineAt(text, at),
          entry[0],
        ),
      );
    }
  }
  return { facts, hooks: [], installFiles: [] };
}

function readNpmrc(text: string): Manifest {
  const facts: Manifest['facts'] = [];
  for (const m of text.matchAll(/^\s*(?:@[\w-]+:)?registry\s*=\s*(\S+)/gm)) {
    facts.push({
      kind: 'registry',
      ecosystem: 'npm',
      option: 'registry',
      url: m[1]!,
      line: lineAt(text, m.index),
      text: m[0].trim(),
    });
  }
  return { facts, hooks: [], installFiles: [] };
}
