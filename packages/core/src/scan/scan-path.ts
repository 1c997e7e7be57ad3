import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractArchive } from '../archive/extract-archive.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { DEFAULT_ARCHIVE_LIMITS } from '../package/archive-limits.js';
import { classifyFile, FILE_HEAD_BYTES, type FileLanguage } from '../package/classify-file.js';
import { ZIP_END_RECORD_SEARCH_BYTES } from '../package/has-zip-end-record.js';
import { refuseBlockedFile } from '../package/refuse-blocked-file.js';
import { createTimeSlicer } from '../package/time-slicer.js';
import { analyzeJavaScript } from './analyze-javascript.js';
import { analyzeMarkdown } from './analyze-markdown.js';
import { analyzePackageJson } from './analyze-package-json.js';
import { analyzePython } from './analyze-python.js';
import { analyzeShell } from './analyze-shell.js';
import { analyzeWindowsScript } from './analyze-windows-script.js';
import { applySuppressions, SUPPRESSIONS_FILE, type SuppressedFinding } from './apply-suppressions.js';
import type { CodeFacts } from './code-facts.js';
import { collectPackages, type ScanPackage } from './collect-packages.js';
import {
  correlatePythonModules,
  type PythonModuleSummary,
  summarizePythonModule,
} from './correlate-python-modules.js';
import { correlateSkillChain } from './correlate-skill-chain.js';
import { scanPackage } from './engine/scan-package.js';
import { createFileContext, type FileContext } from './file-context.js';
import { findCommentInjection } from './find-comment-injection.js';
import { findHiddenUnicode } from './find-hidden-unicode.js';
import { findPersistenceProse } from './find-persistence-prose.js';
import { findSecrets } from './find-secrets.js';
import { type Finding, type ScanReport, SEVERITY_RANK } from './finding.js';
import type { LlmReviewer } from './llm-review.js';
import { type CodeLanguage, loadGrammar } from './load-grammars.js';
import { needsParse } from './needs-parse.js';
import {
  declaredCapabilities,
  readSkillDeclarations,
  type SkillDeclarations,
} from './read-skill-declarations.js';
import { SCAN_RULES, type ScanRuleId } from './scan-rules.js';
import { refusalFinding, structureFinding } from './structure-finding.js';

export interface ScanOptions {
  /** Files above this size are reported (`SS-STRUCTURE-OVERSIZE`) and not read. */
  maxFileBytes?: number;
  /** Apply `.skillscan.yaml` suppressions (default true). */
  suppressions?: boolean;
  /**
   * Let `.skillscan.yaml` suppress `critical` findings. Off by default: the file ships inside the package,
   * so an untrusted package could otherwise unblock its own install.
   */
  allowCriticalSuppressions?: boolean;
  /**
   * Parse every script, even those the token prefilter proves no code rule can fire on. Slower; the
   * result must equal the default mode (tests hold the prefilter to that).
   */
  exhaustive?: boolean;
  /** Optional LLM pass (see `llmReview`); fails closed for executable content. */
  llm?: LlmReviewer;
  /** Clock for suppression expiry. */
  now?: Date;
  /**
   * Bytes of files under the scanned directory that the caller holds already (keys relative to it,
   * `/`-separated), e.g. an install that has just extracted them: they are not read from disk again.
   */
  contents?: ReadonlyMap<string, Buffer>;
  /**
   * `facts`: the rules engine (units, fact extractors, rule registry). `legacy`: the analyzers it
   * replaces, until they are deleted. Default `facts`. Internal, for the switch-over only.
   */
  engine?: 'legacy' | 'facts';
}

export const DEFAULT_MAX_SCAN_FILE_BYTES = 8 * 1024 * 1024;
/**
 * Files are read with synchronous calls in slices that yield to the event loop: per-file promise I/O
 * costs several times the read itself on small files, and a slice this short keeps a server responsive.
 */
const SLICE_MS = 10;
/** The languages parsed with tree-sitter; the others are read line by line. */
const PARSED_LANGUAGES: Partial<Record<FileLanguage, CodeLanguage>> = {
  python: 'python',
  javascript: 'javascript',
  typescript: 'typescript',
  shell: 'shell',
};
const SKILL_FILE = 'SKILL.md';
interface PackageFile {
  abs: string;
  /** POSIX path relative to the scan root (or as given for file lists). */
  rel: string;
  /** POSIX path relative to its package, for classification by name. */
  inPackage: string;
  skill: SkillEntry | undefined;
  /** Content read ahead (SKILL.md is read once for declarations, then scanned). */
  bytes?: Buffer | undefined;
}

interface SkillEntry {
  dir: string;
  /** POSIX path of the skill dir relative to the scan root, '' for the root. */
  prefix: string;
  declarations?: SkillDeclarations;
  /** SKILL.md text, kept to link its run instructions to the scripts' findings. */
  entryText?: string;
  facts: { file: string; language: CodeLanguage; facts: CodeFacts }[];
  /** Imports and network use of every Python file, parsed or not, to join modules of one package. */
  pythonModules?: PythonModuleSummary[];
  hasScripts: boolean;
  findings: Finding[];
  /** False for a folder of loose files scanned as one package. */
  hasSkillFile: boolean;
}

/**
 * Scans a skill directory, a root holding many skills (every directory with SKILL.md), a `.skill`
 * archive, or a list of files. Never executes anything and never touches the network (unless an LLM
 * reviewer is passed). Findings are sorted most severe first.
 */
export async function scanPath(
  target: string | readonly string[],
  options: ScanOptions = {},
): Promise<ScanReport> {
  for (const item of typeof target === 'string' ? [target] : target) {
    const exists = await fs.lstat(item).then(
      () => true,
      () => false,
    );
    if (!exists) {
      throw new SkillportError(
        'PATH_NOT_FOUND',
        `Cannot scan ${item}: it does not exist. Pass a skill directory, a folder of skills, a .skill archive, or files.`,
        { details: { path: item } },
      );
    }
  }
  if (typeof target === 'string' && target.endsWith('.skill') && (await fs.stat(target)).isFile()) {
    return scanArchive(target, options);
  }
  if ((options.engine ?? process.env.SKILLPORT_SCAN_ENGINE ?? 'facts') === 'facts')
    return scanWithFacts(target, options);
  const collected = typeof target === 'string' ? await collect(path.resolve(target)) : collectList(target);
  return scanFiles(collected, options);
}

/**
 * Scans the package an archive holds. An archive that extraction refuses is reported, not thrown: the
 * refusal is a critical finding naming the same code `install` would refuse it with.
 */
async function scanWithFacts(target: string | readonly string[], options: ScanOptions): Promise<ScanReport> {
  const packages =
    typeof target === 'string' && (await fs.stat(target)).isDirectory()
      ? collectPackages(path.resolve(target))
      : [looseFiles(typeof target === 'string' ? [target] : target)];
  const report: ScanReport = { findings: [], filesScanned: 0, bytesScanned: 0, skills: [], suppressed: [] };
  const packageOptions = {
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_SCAN_FILE_BYTES,
    exhaustive: options.exhaustive === true,
    suppressions: options.suppressions !== false,
    allowCriticalSuppressions: options.allowCriticalSuppressions === true,
    now: options.now ?? new Date(),
    ...(options.llm === undefined ? {} : { llm: options.llm }),
    ...(options.contents === undefined ? {} : { contents: options.contents }),
  };
  for await (const pkg of packages) {
    const scanned = await scanPackage(pkg, packageOptions);
    report.findings.push(...scanned.findings);
    report.suppressed.push(...scanned.suppressed);
    report.filesScanned += scanned.filesScanned;
    report.bytesScanned += scanned.bytesScanned;
    if (scanned.name !== undefined) report.skills.push(scanned.name);
  }
  report.findings = sortFindings(report.findings);
  report.suppressed = sortFindings(report.suppressed);
  report.skills.sort();
  return report;
}

/** Files given one by one are one package of loose files, named as given. */
function looseFiles(list: readonly string[]): ScanPackage {
  return {
    dir: process.cwd(),
    prefix: '',
    hasSkillFile: false,
    files: list.map((f) => ({
      abs: path.resolve(f),
      rel: f.split(path.sep).join('/'),
      inPackage: path.basename(f),
    })),
    findings: [],
  };
}

async function scanArchive(archive: string, options: ScanOptions): Promise<ScanReport> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-scan-'));
  try {
    let targetDir: string;
    try {
      ({ targetDir } = await extractArchive(archive, { targetDir: path.join(temp, 'skill') }));
    } catch (error) {
      if (!isSkillportError(error) || error.kind !== 'blocked') throw error;
      const finding = refusalFinding(error, path.basename(archive));
      return { findings: [finding], filesScanned: 0, bytesScanned: 0, skills: [], suppressed: [] };
    }
    return await scanPath(targetDir, options);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

function collectList(list: readonly string[]): Collected {
  return {
    files: list.map((f) => ({
      abs: path.resolve(f),
      rel: f.split(path.sep).join('/'),
      inPackage: path.basename(f),
      skill: undefined,
    })),
    skills: [],
  };
}

interface Collected {
  files: PackageFile[];
  skills: SkillEntry[];
}

async function collect(root: string): Promise<Collected> {
  const stat = await fs.stat(root);
  if (!stat.isDirectory()) return collectList([root]);
  const files: PackageFile[] = [];
  const skills: SkillEntry[] = [];
  for await (const pkg of collectPackages(root)) {
    const skill: SkillEntry = {
      dir: pkg.dir,
      prefix: pkg.prefix,
      facts: [],
      hasScripts: false,
      findings: pkg.findings,
      hasSkillFile: pkg.hasSkillFile,
    };
    skills.push(skill);
    for (const file of pkg.files) files.push({ ...file, skill });
  }
  return { files, skills };
}

async function scanFiles({ files, skills }: Collected, options: ScanOptions): Promise<ScanReport> {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_SCAN_FILE_BYTES;
  const loose: Finding[] = [];
  let filesScanned = 0;
  let bytesScanned = 0;

  // SKILL.md first: the declarations decide how much the scripts of that skill must be analysed.
  const entries = files.filter((f) => f.skill !== undefined && f.rel === join(f.skill.prefix, SKILL_FILE));
  for (const f of entries) {
    const read = readFile(f, options.contents, maxFileBytes);
    f.bytes = typeof read === 'number' ? undefined : read;
    if (f.skill !== undefined) {
      f.skill.entryText = f.bytes?.toString('utf8') ?? '';
      f.skill.declarations = readSkillDeclarations(f.skill.entryText, f.rel);
    }
  }

  const packageBytes = new Map<SkillEntry | undefined, number>();
  const scanOne = async (file: PackageFile): Promise<void> => {
    const sink = file.skill?.findings ?? loose;
    let bytes: Buffer | number;
    try {
      bytes = file.bytes ?? readFile(file, options.contents, maxFileBytes);
    } catch (error) {
      // Content we cannot read is content we cannot vouch for.
      sink.push(
        structureFinding(
          'SS-STRUCTURE-UNREADABLE',
          file.rel,
          `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); its content was not inspected`,
        ),
      );
      return;
    }
    file.bytes = undefined;
    const size = typeof bytes === 'number' ? bytes : bytes.length;
    packageBytes.set(file.skill, (packageBytes.get(file.skill) ?? 0) + size);
    // What the file is decides first: a renamed binary or archive is refused whatever its size.
    const fileClass =
      typeof bytes === 'number'
        ? classifyFile({ path: file.inPackage, ...readEnds(file.abs) })
        : classifyFile({ path: file.inPackage, head: bytes, tail: tailOf(bytes) });
    const blocked = refuseBlockedFile(file.inPackage, fileClass);
    if (blocked !== undefined) {
      sink.push(refusalFinding(blocked, file.rel));
      return;
    }
    if (size > DEFAULT_ARCHIVE_LIMITS.maxFileBytes) {
      const message = `${JSON.stringify(file.inPackage)} has ${size} bytes; the limit per file is ${DEFAULT_ARCHIVE_LIMITS.maxFileBytes}.`;
      sink.push(refusalFinding({ code: 'ARCHIVE_FILE_TOO_LARGE', message }, file.rel));
      return;
    }
    if (typeof bytes === 'number') {
      sink.push(
        structureFinding(
          'SS-STRUCTURE-OVERSIZE',
          file.rel,
          `file is ${bytes} bytes, above the ${maxFileBytes}-byte scan limit; its content was not inspected`,
        ),
      );
      return;
    }
    filesScanned++;
    bytesScanned += bytes.length;
    if (fileClass.kind === 'compiled') {
      sink.push(
        structureFinding(
          'SS-STRUCTURE-UNSCANNED',
          file.rel,
          `compiled code (${fileClass.format}) cannot be reviewed; ship the source instead`,
        ),
      );
      return;
    }
    if (fileClass.kind === 'binary' || fileClass.kind === 'blocked') return;
    const language = fileClass.kind === 'code' ? fileClass.language : undefined;
    const parsedLanguage = language === undefined ? undefined : PARSED_LANGUAGES[language];
    const ctx = createFileContext(file.rel, bytes.toString('utf8'));
    findSecrets(ctx);
    findHiddenUnicode(ctx, {
      code: language !== undefined,
      entry: path.posix.basename(file.rel) === SKILL_FILE,
    });
    if (language === 'powershell' || language === 'batch') {
      if (file.skill !== undefined) file.skill.hasScripts = true;
      analyzeWindowsScript(ctx);
    } else if (path.posix.basename(file.rel) === 'package.json') {
      analyzePackageJson(ctx);
    } else if (fileClass.kind === 'markdown') {
      const entry = path.posix.basename(file.rel) === SKILL_FILE;
      analyzeMarkdown(ctx, { entry });
      if (entry) findPersistenceProse(ctx);
    } else if (parsedLanguage !== undefined) {
      if (file.skill !== undefined) file.skill.hasScripts = true;
      findCommentInjection(ctx);
      const declaresTools = file.skill?.declarations?.allowedTools !== undefined;
      if (options.exhaustive === true || needsParse(parsedLanguage, ctx.text, { declaresTools })) {
        const facts = await analyzeCode(ctx, parsedLanguage);
        file.skill?.facts.push({ file: file.rel, language: parsedLanguage, facts });
      }
      if (parsedLanguage === 'python' && file.skill !== undefined) {
        file.skill.pythonModules ??= [];
        file.skill.pythonModules.push(summarizePythonModule(file.rel, ctx.text));
      }
    }
    sink.push(...ctx.findings);
  };

  const pause = createTimeSlicer(SLICE_MS);
  for (const file of files) {
    await pause();
    await scanOne(file);
  }
  for (const skill of skills) {
    const total = packageBytes.get(skill) ?? 0;
    if (total > DEFAULT_ARCHIVE_LIMITS.maxTotalBytes) {
      const message = `The package holds ${total} bytes; the limit is ${DEFAULT_ARCHIVE_LIMITS.maxTotalBytes}.`;
      skill.findings.push(
        refusalFinding({ code: 'ARCHIVE_TOO_LARGE', message }, join(skill.prefix, SKILL_FILE)),
      );
    }
  }

  const findings: Finding[] = [...loose];
  const suppressed: SuppressedFinding[] = [];
  const present = new Set(files.map((f) => f.rel));
  for (const skill of skills) {
    skill.findings.push(...declarationMismatches(skill));
    skill.findings.push(...correlatePythonModules(skill.pythonModules ?? [], skill.facts));
    if (skill.entryText !== undefined) {
      skill.findings.push(
        ...correlateSkillChain({
          entry: join(skill.prefix, SKILL_FILE),
          prefix: skill.prefix,
          text: skill.entryText,
          findings: skill.findings,
        }),
      );
    }
    if (options.llm !== undefined && skill.declarations !== undefined) {
      skill.findings.push(...(await runLlm(options.llm, skill, files)));
    }
    if (options.suppressions === false || !present.has(join(skill.prefix, SUPPRESSIONS_FILE))) {
      findings.push(...skill.findings);
      continue;
    }
    const result = await applySuppressions({
      skillDir: skill.dir,
      skillPrefix: skill.prefix,
      findings: skill.findings,
      now: options.now ?? new Date(),
      allowCritical: options.allowCriticalSuppressions === true,
    });
    findings.push(...result.findings);
    suppressed.push(...result.suppressed);
  }
  return {
    findings: sortFindings(findings),
    filesScanned,
    bytesScanned,
    skills: skills
      .filter((s) => s.declarations !== undefined)
      .map((s) => s.declarations?.name ?? (path.basename(s.dir) || s.prefix))
      .sort(),
    suppressed: sortFindings(suppressed),
  };
}

async function analyzeCode(ctx: FileContext, language: CodeLanguage): Promise<CodeFacts> {
  const grammar = await loadGrammar(language);
  const tree = grammar.parser.parse(ctx.text);
  if (tree === null) throw new Error(`tree-sitter returned no tree for ${ctx.file}`);
  try {
    if (language === 'python') return analyzePython(ctx, tree, grammar);
    if (language === 'shell') return analyzeShell(ctx, tree, grammar);
    return analyzeJavaScript(ctx, tree, grammar);
  } finally {
    tree.delete();
  }
}

function declarationMismatches(skill: SkillEntry): Finding[] {
  const declared = skill.declarations?.allowedTools;
  if (declared === undefined) return [];
  const caps = declaredCapabilities(declared);
  const out: Finding[] = [];
  for (const { file, language, facts } of skill.facts) {
    const networkLine = facts.networkLines[0];
    if (networkLine !== undefined && !caps.network) {
      out.push(
        mismatch(
          file,
          networkLine,
          'the script reaches the network, but allowed-tools declares no network-capable tool',
        ),
      );
    }
    const processLine = facts.processLines[0];
    if (language !== 'shell' && processLine !== undefined && !caps.shell) {
      out.push(
        mismatch(
          file,
          processLine,
          'the script starts other programs, but allowed-tools declares no shell tool',
        ),
      );
    }
  }
  return out;
}

function mismatch(file: string, line: number, message: string): Finding {
  const rule = SCAN_RULES['SS-DECLARATION-MISMATCH'];
  return {
    ruleId: 'SS-DECLARATION-MISMATCH',
    severity: rule.severity,
    file,
    line,
    message,
    remediation: rule.remediation,
    evidence: '',
  };
}

async function runLlm(reviewer: LlmReviewer, skill: SkillEntry, files: PackageFile[]): Promise<Finding[]> {
  // SKILL.md first, then scripts: what the agent reads and runs matters most when the prompt is cut.
  const rank = (f: PackageFile): number =>
    f.rel === join(skill.prefix, SKILL_FILE) ? 0 : /\.(?:py|sh|bash|zsh|[cm]?[jt]sx?)$/.test(f.rel) ? 1 : 2;
  const own = files.filter((f) => f.skill === skill).sort((a, b) => rank(a) - rank(b));
  const verdict = await reviewer({
    skill: skill.declarations?.name ?? path.basename(skill.dir),
    files: (
      await Promise.all(
        own.map(async (f) => ({
          path: f.rel.slice(skill.prefix === '' ? 0 : skill.prefix.length + 1),
          text: await fs.readFile(f.abs, 'utf8').catch(() => ''),
        })),
      )
    ).filter((f) => !f.text.includes('\u0000')),
    hasExecutableContent: skill.hasScripts,
  });
  const entry = join(skill.prefix, SKILL_FILE);
  if (verdict.verdict === 'allow') return [];
  const ruleId: ScanRuleId =
    verdict.verdict === 'block'
      ? 'SS-LLM-BLOCK'
      : verdict.verdict === 'warn'
        ? 'SS-LLM-WARN'
        : 'SS-LLM-UNAVAILABLE';
  const rule = SCAN_RULES[ruleId];
  const severity = ruleId === 'SS-LLM-UNAVAILABLE' && !skill.hasScripts ? 'medium' : rule.severity;
  return [
    {
      ruleId,
      severity,
      file: entry,
      line: 1,
      message: verdict.reason,
      remediation: rule.remediation,
      evidence: '',
    },
  ];
}

function readFile(
  file: PackageFile,
  contents: ReadonlyMap<string, Buffer> | undefined,
  maxBytes: number,
): Buffer | number {
  const held = contents?.get(file.rel);
  if (held === undefined) return readBounded(file.abs, maxBytes);
  return held.length > maxBytes ? held.length : held;
}

/** The first and last bytes of a file too large to read whole, enough to say what it is. */
function readEnds(file: string): { head: Buffer; tail: Buffer } {
  const fd = openSync(file, 'r');
  try {
    const { size } = fstatSync(fd);
    const head = Buffer.alloc(Math.min(size, FILE_HEAD_BYTES));
    readSync(fd, head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(size, ZIP_END_RECORD_SEARCH_BYTES));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    return { head, tail };
  } finally {
    closeSync(fd);
  }
}

function tailOf(bytes: Buffer): Buffer {
  return bytes.subarray(Math.max(0, bytes.length - ZIP_END_RECORD_SEARCH_BYTES));
}

/** Reads a whole file with one open/fstat/read/close, or returns its size when above the limit. */
function readBounded(file: string, maxBytes: number): Buffer | number {
  const fd = openSync(file, 'r');
  try {
    const { size } = fstatSync(fd);
    if (size > maxBytes) return size;
    const buffer = Buffer.allocUnsafe(size);
    let offset = 0;
    while (offset < size) {
      const n = readSync(fd, buffer, offset, size - offset, offset);
      if (n === 0) break;
      offset += n;
    }
    return offset === size ? buffer : buffer.subarray(0, offset);
  } finally {
    closeSync(fd);
  }
}

function join(prefix: string, file: string): string {
  return prefix === '' ? file : `${prefix}/${file}`;
}

function sortFindings<T extends Finding>(findings: T[]): T[] {
  return findings.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}
