import path from 'node:path';
import type { CodeFacts } from './code-facts.js';
import type { Finding } from './finding.js';
import { SCAN_RULES } from './scan-rules.js';

/** What the cross-module rule needs from one Python file, read without parsing. */
export interface PythonModuleSummary {
  /** POSIX path as reported. */
  file: string;
  /** Modules it imports (last dotted component; `from . import a` gives `a`) and the names each binds. */
  imports: Map<string, string[]>;
  /** Source lines, to find where names from two modules meet. */
  lines: string[];
  /** First line that reaches the network, if any. */
  networkLine: number | undefined;
}

const IMPORT_FROM_RE = /^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+\(?([\w, \t]+)/gm;
const IMPORT_RE = /^[ \t]*import[ \t]+([\w., \t]+)/gm;
const NETWORK_LINE_RE =
  /\b(?:requests|httpx|aiohttp|urllib3)\.(?:get|post|put|patch|request|Session|AsyncClient|Client|PoolManager)\b|\burlopen\s*\(|\bHTTPS?Connection\s*\(|\bsocket\.(?:socket|create_connection)\b|\b(?:smtplib|ftplib|paramiko)\.\w+\s*\(/;

/** Literals without which NETWORK_LINE_RE cannot match, found by the engine's fast string search. */
const NETWORK_WORD_RE =
  /requests\.|httpx\.|aiohttp\.|urllib3\.|urlopen|Connection|socket\.|smtplib\.|ftplib\.|paramiko\./;

/**
 * Read on first use: `correlatePythonModules` looks only at packages of two or more modules, and most
 * skills have one script or none in Python.
 */
export function summarizePythonModule(file: string, text: string): PythonModuleSummary {
  let read: Omit<PythonModuleSummary, 'file'> | undefined;
  const summary = (): Omit<PythonModuleSummary, 'file'> => {
    read ??= readModule(text);
    return read;
  };
  return {
    file,
    get imports() {
      return summary().imports;
    },
    get lines() {
      return summary().lines;
    },
    get networkLine() {
      return summary().networkLine;
    },
  };
}

function readModule(text: string): Omit<PythonModuleSummary, 'file'> {
  const imports = new Map<string, string[]>();
  const bind = (module: string, name: string): void => {
    imports.set(module, [...(imports.get(module) ?? []), name]);
  };
  for (const m of text.matchAll(IMPORT_FROM_RE)) {
    const dotted = m[2] ?? '';
    const module = dotted.slice(dotted.lastIndexOf('.') + 1);
    for (const part of (m[3] ?? '').split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (!name) continue;
      // `from .net import post` binds `post` from net; `from . import net` binds the module itself.
      if (module !== '') bind(module, alias ?? name);
      bind(name, alias ?? name);
    }
  }
  for (const m of text.matchAll(IMPORT_RE)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [dotted, alias] = part.trim().split(/\s+as\s+/);
      if (!dotted) continue;
      bind(dotted.slice(dotted.lastIndexOf('.') + 1), alias ?? dotted);
    }
  }
  const lines = text.split('\n');
  return { imports, lines, networkLine: networkLineOf(text, lines) };
}

function networkLineOf(text: string, lines: readonly string[]): number | undefined {
  if (!NETWORK_WORD_RE.test(text)) return undefined;
  const networkAt = lines.findIndex((line) => !/^\s*#/.test(line) && NETWORK_LINE_RE.test(line));
  return networkAt === -1 ? undefined : networkAt + 1;
}

/**
 * One module of a package reads credentials, another sends data, and a module that imports both (or one
 * importing the other) joins them: the package as a whole is the exfiltrating script that each file alone
 * does not look like. Same policy as inside one file: credentials plus a network call are `critical`.
 */
export function correlatePythonModules(
  summaries: readonly PythonModuleSummary[],
  parsed: readonly { file: string; facts: CodeFacts }[],
): Finding[] {
  if (summaries.length < 2) return [];
  const byModule = new Map<string, PythonModuleSummary[]>();
  for (const s of summaries) {
    const base = path.posix.basename(s.file, '.py');
    const name = base === '__init__' ? path.posix.basename(path.posix.dirname(s.file)) : base;
    byModule.set(name, [...(byModule.get(name) ?? []), s]);
  }
  const factsOf = new Map(parsed.map((p) => [p.file, p.facts]));
  const sourceOf = (file: string): number | undefined => factsOf.get(file)?.sourceLines[0];
  // Only the text summary: unparsed files have no facts, and both scan modes must agree.
  const networkOf = (s: PythonModuleSummary): number | undefined => s.networkLine;
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const joiner of summaries) {
    const dir = path.posix.dirname(joiner.file);
    const imported = [...joiner.imports].flatMap(([module, names]) =>
      (byModule.get(module) ?? [])
        .filter((s) => s !== joiner && path.posix.dirname(s.file) === dir)
        .map((s) => ({ module: s, names })),
    );
    const namesOf = (s: PythonModuleSummary): string[] =>
      imported.filter((i) => i.module === s).flatMap((i) => i.names);
    const group = [joiner, ...imported.map((i) => i.module)];
    const source = group.find((s) => sourceOf(s.file) !== undefined);
    const sink = group.find((s) => s !== source && networkOf(s) !== undefined);
    if (source === undefined || sink === undefined) continue;
    // The joining line hands what one module returns to the other: `post(profile_file().read_bytes())`.
    if (!joins(joiner, source, sink, namesOf, sourceOf(source.file))) continue;
    const key = `${source.file}\n${sink.file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const rule = SCAN_RULES['SS-EXFIL'];
    findings.push({
      ruleId: 'SS-EXFIL',
      severity: rule.severity,
      file: sink.file,
      line: networkOf(sink) ?? 1,
      message: `sends data over the network in a package whose module ${source.file} reads credentials (line ${sourceOf(source.file)}); ${joiner.file} imports both`,
      remediation: rule.remediation,
      evidence: '',
    });
  }
  return findings;
}

function mentions(line: string, names: readonly string[]): boolean {
  return names.some((n) => new RegExp(`(?<![\\w.])${n}\\b`).test(line));
}

/** Whether the joining module passes data between the credential module and the sending one. */
function joins(
  joiner: PythonModuleSummary,
  source: PythonModuleSummary,
  sink: PythonModuleSummary,
  namesOf: (s: PythonModuleSummary) => string[],
  sourceLine: number | undefined,
): boolean {
  if (joiner === source) {
    // The credential read itself is handed to a function of the sending module.
    return mentions(joiner.lines[(sourceLine ?? 0) - 1] ?? '', namesOf(sink));
  }
  const fromSource = namesOf(source);
  if (joiner === sink) return joiner.lines.some((l) => NETWORK_LINE_RE.test(l) && mentions(l, fromSource));
  const fromSink = namesOf(sink);
  return joiner.lines.some(
    (l) => !/^\s*(?:from|import)\b/.test(l) && mentions(l, fromSource) && mentions(l, fromSink),
  );
}
