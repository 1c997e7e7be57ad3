import { closeSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractArchive } from '../archive/extract-archive.js';
import { SkillportError } from '../errors/index.js';
import { analyzeJavaScript } from './analyze-javascript.js';
import { analyzeMarkdown } from './analyze-markdown.js';
import { analyzePackageJson } from './analyze-package-json.js';
import { analyzePython } from './analyze-python.js';
import { analyzeShell } from './analyze-shell.js';
import { analyzeWindowsScript } from './analyze-windows-script.js';
import { applySuppressions, SUPPRESSIONS_FILE, type SuppressedFinding } from './apply-suppressions.js';
import { classifyContent } from './classify-content.js';
import type { CodeFacts } from './code-facts.js';
import {
  correlatePythonModules,
  type PythonModuleSummary,
  summarizePythonModule,
} from './correlate-python-modules.js';
import { correlateSkillChain } from './correlate-skill-chain.js';
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
}

export const DEFAULT_MAX_SCAN_FILE_BYTES = 8 * 1024 * 1024;
const SKILL_FILE = 'SKILL.md';
/** Directories of fetched dependencies and VCS metadata: not part of what the author wrote. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', '__pycache__', '.venv', '.hg', '.svn']);
const VCS_DIRS = new Set(['.git', '.hg', '.svn']);
/**
 * Files are read with synchronous calls in slices that yield to the event loop: per-file promise I/O
 * costs several times the read itself on small files, and a slice this short keeps a server responsive.
 */
const SLICE_MS = 10;

interface PackageFile {
  abs: string;
  /** POSIX path relative to the scan root (or as given for file lists). */
  rel: string;
  skill: SkillEntry | undefined;
  symlink: boolean;
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
  const collected = typeof target === 'string' ? await collect(path.resolve(target)) : collectList(target);
  const scanRoot = typeof target === 'string' ? path.resolve(target) : undefined;
  return scanFiles(collected, options, scanRoot);
}

async function scanArchive(archive: string, options: ScanOptions): Promise<ScanReport> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-scan-'));
  try {
    const { targetDir } = await extractArchive(archive, { targetDir: path.join(temp, 'skill') });
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
      skill: undefined,
      symlink: false,
    })),
    skills: [],
    unowned: [],
  };
}

interface Collected {
  files: PackageFile[];
  skills: SkillEntry[];
  /** Findings about the tree itself outside any skill. */
  unowned: Finding[];
}

async function collect(root: string): Promise<Collected> {
  const stat = await fs.stat(root);
  if (!stat.isDirectory()) return collectList([root]);
  const files: PackageFile[] = [];
  const skills: SkillEntry[] = [];
  const unowned: Finding[] = [];
  const slice = slicer();
  const walk = async (dir: string, rel: string, owner: SkillEntry | undefined): Promise<void> => {
    await slice();
    const entries = readdirSync(dir, { withFileTypes: true });
    let skill = owner;
    if (entries.some((e) => e.name === SKILL_FILE && e.isFile())) {
      skill = { dir, prefix: rel, facts: [], hasScripts: false, findings: [] };
      skills.push(skill);
    }
    for (const entry of entries) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(abs, childRel, skill);
        else if (!VCS_DIRS.has(entry.name)) {
          // Shipped dependencies run like the skill's own code but are not scanned: say so.
          (skill?.findings ?? unowned).push(
            structureFinding(
              'SS-STRUCTURE-UNSCANNED',
              childRel,
              `${entry.name}/ is shipped inside the package and not scanned; install dependencies at setup instead`,
            ),
          );
        }
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        files.push({ abs, rel: childRel, skill, symlink: entry.isSymbolicLink() });
      }
    }
  };
  await walk(root, '', undefined);
  // A folder of loose scripts is scanned as one package without a SKILL.md.
  if (skills.length === 0) {
    const loose: SkillEntry = { dir: root, prefix: '', facts: [], hasScripts: false, findings: [] };
    for (const f of files) f.skill = loose;
    loose.findings.push(...unowned.splice(0));
    skills.push(loose);
  }
  return { files, skills, unowned };
}

async function scanFiles(
  { files, skills, unowned }: Collected,
  options: ScanOptions,
  scanRoot: string | undefined,
): Promise<ScanReport> {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_SCAN_FILE_BYTES;
  const loose: Finding[] = [...unowned];
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

  const scanOne = async (file: PackageFile): Promise<void> => {
    const sink = file.skill?.findings ?? loose;
    if (file.symlink) {
      sink.push(...(await checkSymlink(file, scanRoot)));
      return;
    }
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
    const kind = classifyContent(file.rel, bytes);
    if (kind.type === 'binary') {
      if (/\.(?:pyc|pyo|class|wasm|jar)$/i.test(file.rel)) {
        sink.push(
          structureFinding(
            'SS-STRUCTURE-UNSCANNED',
            file.rel,
            'compiled code cannot be reviewed; ship the source instead',
          ),
        );
      } else if (kind.native !== undefined) {
        sink.push(structureFinding('SS-STRUCTURE-NATIVE-BINARY', file.rel, `${kind.native} executable`));
      } else if (kind.archive !== undefined) {
        sink.push(
          structureFinding(
            'SS-STRUCTURE-NESTED-ARCHIVE',
            file.rel,
            `${kind.archive} archive inside the package is not scanned`,
          ),
        );
      }
      return;
    }
    const ctx = createFileContext(file.rel, bytes.toString('utf8'));
    findSecrets(ctx);
    findHiddenUnicode(ctx, {
      code: kind.type === 'code',
      entry: path.posix.basename(file.rel) === SKILL_FILE,
    });
    if (/\.(?:ps1|psm1|bat|cmd)$/i.test(file.rel)) {
      if (file.skill !== undefined) file.skill.hasScripts = true;
      analyzeWindowsScript(ctx);
    } else if (path.posix.basename(file.rel) === 'package.json') {
      analyzePackageJson(ctx);
    } else if (kind.type === 'markdown') {
      const entry = path.posix.basename(file.rel) === SKILL_FILE;
      analyzeMarkdown(ctx, { entry });
      if (entry) findPersistenceProse(ctx);
    } else if (kind.type === 'code') {
      if (file.skill !== undefined) file.skill.hasScripts = true;
      findCommentInjection(ctx);
      const declaresTools = file.skill?.declarations?.allowedTools !== undefined;
      if (options.exhaustive === true || needsParse(kind.language, ctx.text, { declaresTools })) {
        const facts = await analyzeCode(ctx, kind.language);
        file.skill?.facts.push({ file: file.rel, language: kind.language, facts });
      }
      if (kind.language === 'python' && file.skill !== undefined) {
        file.skill.pythonModules ??= [];
        file.skill.pythonModules.push(summarizePythonModule(file.rel, ctx.text));
      }
    }
    sink.push(...ctx.findings);
  };

  const slice = slicer();
  for (const file of files) {
    await slice();
    await scanOne(file);
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

async function checkSymlink(file: PackageFile, scanRoot: string | undefined): Promise<Finding[]> {
  const root = file.skill?.dir ?? path.dirname(file.abs);
  let real: string;
  try {
    real = await fs.realpath(file.abs);
  } catch {
    const target = await fs.readlink(file.abs).catch(() => '?');
    const escapes =
      path.isAbsolute(target) || !path.resolve(path.dirname(file.abs), target).startsWith(root + path.sep);
    return escapes
      ? [
          structureFinding(
            'SS-STRUCTURE-SYMLINK-ESCAPE',
            file.rel,
            `dangling symlink points outside the skill (${target})`,
          ),
        ]
      : [];
  }
  const realRoot = await fs.realpath(root);
  if (real === realRoot || real.startsWith(realRoot + path.sep)) return [];
  const realScanRoot = scanRoot === undefined ? undefined : await fs.realpath(scanRoot);
  // A link to a sibling skill in the same repository is a packaging mistake; one to ~/.ssh is an attack.
  const sibling =
    realScanRoot !== undefined && realScanRoot !== realRoot && real.startsWith(realScanRoot + path.sep);
  const finding = structureFinding(
    'SS-STRUCTURE-SYMLINK-ESCAPE',
    file.rel,
    sibling
      ? `symlink resolves outside the skill to ${path.relative(realScanRoot, real)}; it will dangle once the skill is installed on its own`
      : `symlink resolves outside the skill to ${real}`,
  );
  return [sibling ? { ...finding, severity: 'medium' } : finding];
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

function structureFinding(ruleId: ScanRuleId, file: string, message: string): Finding {
  const rule = SCAN_RULES[ruleId];
  return {
    ruleId,
    severity: rule.severity,
    file,
    line: 1,
    message,
    remediation: rule.remediation,
    evidence: '',
  };
}

async function runLlm(reviewer: LlmReviewer, skill: SkillEntry, files: PackageFile[]): Promise<Finding[]> {
  // SKILL.md first, then scripts: what the agent reads and runs matters most when the prompt is cut.
  const rank = (f: PackageFile): number =>
    f.rel === join(skill.prefix, SKILL_FILE) ? 0 : /\.(?:py|sh|bash|zsh|[cm]?[jt]sx?)$/.test(f.rel) ? 1 : 2;
  const own = files.filter((f) => f.skill === skill && !f.symlink).sort((a, b) => rank(a) - rank(b));
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

/** Returns a function that yields to the event loop once the current slice has run for SLICE_MS. */
function slicer(): () => Promise<void> {
  let start = performance.now();
  return async () => {
    if (performance.now() - start < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    start = performance.now();
  };
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
