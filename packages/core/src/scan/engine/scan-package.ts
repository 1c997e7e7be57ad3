import path from 'node:path';
import { DEFAULT_ARCHIVE_LIMITS } from '../../package/archive-limits.js';
import { classifyFile } from '../../package/classify-file.js';
import { refuseBlockedFile } from '../../package/refuse-blocked-file.js';
import { createTimeSlicer } from '../../package/time-slicer.js';
import { parseSkillConfig } from '../../skill/parse-skill-config.js';
import { applySuppressions, SUPPRESSIONS_FILE, type SuppressedFinding } from '../apply-suppressions.js';
import type { ScanPackage } from '../collect-packages.js';
import { correlateSkillChain } from '../correlate-skill-chain.js';
import type { Finding } from '../finding.js';
import type { LlmReviewer } from '../llm-review.js';
import { readSkillDeclarations } from '../read-skill-declarations.js';
import { addFile, type CachedScan, type ScanCache, startPackageDigest } from '../scan-cache.js';
import { SCAN_RULES, type ScanRuleId } from '../scan-rules.js';
import { refusalFinding, structureFinding } from '../structure-finding.js';
import { buildUnits, type PreparedUnit } from '../surfaces/build-units.js';
import { readManifest } from '../surfaces/read-manifest.js';
import { analysePackage } from './analyse-package.js';
import { engineParts } from './engine-parts.js';
import { type ReadResult, readPackageFile, tailOf } from './read-package-file.js';

export interface ScanPackageOptions {
  maxFileBytes: number;
  exhaustive: boolean;
  suppressions: boolean;
  allowCriticalSuppressions: boolean;
  now: Date;
  llm?: LlmReviewer;
  contents?: ReadonlyMap<string, Buffer>;
  /** Results of an earlier scan, reused for packages whose digest is unchanged (never with `llm`). */
  cache?: ScanCache;
}

export interface PackageScan {
  findings: Finding[];
  suppressed: SuppressedFinding[];
  filesScanned: number;
  bytesScanned: number;
  /** The skill's name, for the report; undefined for a folder of loose files. */
  name: string | undefined;
}

const SKILL_FILE = 'SKILL.md';
/** Read before the rest: they say which other files run at install or setup time. */
const SETUP_FILES = new Set(['skill.config.yaml', 'pyproject.toml']);
const LLM_ORDER = (inPackage: string): number =>
  inPackage === SKILL_FILE ? 0 : /\.(?:py|sh|bash|zsh|ps1|[cm]?[jt]sx?)$/.test(inPackage) ? 1 : 2;

/**
 * Scans one package: reads each file once, analyses it (or, with a cache, reuses the result of the same
 * bytes by the same scanner) and applies the package's suppressions. Packages are scanned one at a time and nothing of one is kept
 * after its findings, so memory does not grow with the size of a catalogue.
 */
export async function scanPackage(pkg: ScanPackage, options: ScanPackageOptions): Promise<PackageScan> {
  const pause = createTimeSlicer();
  const ordered = [...pkg.files].sort(
    (a, b) => setupRank(a.inPackage) - setupRank(b.inPackage) || (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0),
  );
  const reads: FileRead[] = [];
  for (const file of ordered) {
    await pause();
    try {
      reads.push({
        file,
        read: readPackageFile(file.abs, options.maxFileBytes, options.contents?.get(file.rel)),
      });
    } catch (error) {
      reads.push({ file, error: (error as NodeJS.ErrnoException).code ?? 'error' });
    }
  }
  const { cache } = options;
  const digest = cache === undefined ? undefined : packageDigest(cache.scanner, pkg, reads, options);
  let scan = digest === undefined ? undefined : cache?.get(digest);
  if (scan === undefined) {
    scan = await analyse(pkg, reads, options, pause);
    if (digest !== undefined) cache?.set(digest, scan);
  }
  const name = scan.name ?? undefined;
  const { filesScanned, bytesScanned } = scan;
  if (!options.suppressions || !pkg.files.some((f) => f.inPackage === SUPPRESSIONS_FILE)) {
    return { findings: scan.findings, suppressed: [], filesScanned, bytesScanned, name };
  }
  const result = await applySuppressions({
    skillDir: pkg.dir,
    skillPrefix: pkg.prefix,
    findings: scan.findings,
    now: options.now,
    allowCritical: options.allowCriticalSuppressions,
  });
  return { findings: result.findings, suppressed: result.suppressed, filesScanned, bytesScanned, name };
}

/** A package file as read: its bytes (or ends), or why it could not be read. */
type FileRead = { file: ScanPackage['files'][number] } & ({ read: ReadResult } | { error: string });

/**
 * Everything that decides a package's scan, besides the scanner: the options that change results, the
 * package's place and layout findings, and every file's path and bytes (or, above the scan limit, its
 * size and ends, which are all the scan looks at). Suppressions are applied after, so not part of it.
 */
function packageDigest(
  scanner: string,
  pkg: ScanPackage,
  reads: readonly FileRead[],
  options: ScanPackageOptions,
): string {
  const hash = startPackageDigest(scanner, {
    maxFileBytes: options.maxFileBytes,
    exhaustive: options.exhaustive,
    prefix: pkg.prefix,
    folder: path.basename(pkg.dir),
    hasSkillFile: pkg.hasSkillFile,
    findings: pkg.findings,
  });
  for (const entry of reads) {
    const where = [entry.file.rel, entry.file.inPackage];
    if ('error' in entry) addFile(hash, [...where, 'unreadable', entry.error], []);
    else if ('bytes' in entry.read) addFile(hash, [...where, 'bytes'], [entry.read.bytes]);
    else addFile(hash, [...where, 'ends', entry.read.size], [entry.read.head, entry.read.tail]);
  }
  return hash.digest('hex');
}

/**
 * Refuses what install refuses, splits the rest into units, runs the rules, links SKILL.md's run
 * instructions to what they run and asks the LLM reviewer (if any).
 */
async function analyse(
  pkg: ScanPackage,
  reads: readonly FileRead[],
  options: ScanPackageOptions,
  pause: () => Promise<void> | undefined,
): Promise<CachedScan> {
  const findings: Finding[] = [...pkg.findings];
  const units: PreparedUnit[] = [];
  const fileText = new Map<string, string>();
  const texts: { inPackage: string; text: string }[] = [];
  const installFiles = new Set<string>();
  let filesScanned = 0;
  let bytesScanned = 0;
  let totalBytes = 0;
  let hasScripts = false;

  for (const item of reads) {
    await pause();
    const { file } = item;
    if ('error' in item) {
      // Content we cannot read is content we cannot vouch for.
      findings.push(
        structureFinding(
          'SS-STRUCTURE-UNREADABLE',
          file.rel,
          `could not be read (${item.error}); its content was not inspected`,
        ),
      );
      continue;
    }
    const { read } = item;
    const size = 'bytes' in read ? read.bytes.length : read.size;
    totalBytes += size;
    // What the file is decides first: a renamed binary or archive is refused whatever its size.
    const fileClass =
      'bytes' in read
        ? classifyFile({ path: file.inPackage, head: read.bytes, tail: tailOf(read.bytes) })
        : classifyFile({ path: file.inPackage, head: read.head, tail: read.tail });
    const blocked = refuseBlockedFile(file.inPackage, fileClass);
    if (blocked !== undefined) {
      findings.push(refusalFinding(blocked, file.rel));
      continue;
    }
    if (size > DEFAULT_ARCHIVE_LIMITS.maxFileBytes) {
      const message = `${JSON.stringify(file.inPackage)} has ${size} bytes; the limit per file is ${DEFAULT_ARCHIVE_LIMITS.maxFileBytes}.`;
      findings.push(refusalFinding({ code: 'ARCHIVE_FILE_TOO_LARGE', message }, file.rel));
      continue;
    }
    if (!('bytes' in read)) {
      findings.push(
        structureFinding(
          'SS-STRUCTURE-OVERSIZE',
          file.rel,
          `file is ${size} bytes, above the ${options.maxFileBytes}-byte scan limit; its content was not inspected`,
        ),
      );
      continue;
    }
    filesScanned++;
    bytesScanned += size;
    if (fileClass.kind === 'compiled') {
      findings.push(
        structureFinding(
          'SS-STRUCTURE-UNSCANNED',
          file.rel,
          `compiled code (${fileClass.format}) cannot be reviewed; ship the source instead`,
        ),
      );
      continue;
    }
    if (fileClass.kind !== 'code' && fileClass.kind !== 'markdown' && fileClass.kind !== 'text') continue;
    if (fileClass.kind === 'code') hasScripts = true;
    const text = read.bytes.toString('utf8');
    if (SETUP_FILES.has(file.inPackage)) noteInstallFiles(file.inPackage, text, installFiles);
    fileText.set(file.rel, text);
    texts.push({ inPackage: file.inPackage, text });
    units.push(...buildUnits({ file: file.rel, inPackage: file.inPackage, text, fileClass, installFiles }));
  }
  if (totalBytes > DEFAULT_ARCHIVE_LIMITS.maxTotalBytes) {
    const message = `The package holds ${totalBytes} bytes; the limit is ${DEFAULT_ARCHIVE_LIMITS.maxTotalBytes}.`;
    findings.push(refusalFinding({ code: 'ARCHIVE_TOO_LARGE', message }, join(pkg.prefix, SKILL_FILE)));
  }

  const entry = join(pkg.prefix, SKILL_FILE);
  const entryText = pkg.hasSkillFile ? fileText.get(entry) : undefined;
  const entryRead = reads.find((r) => r.file.rel === entry);
  const entryBytes =
    entryRead !== undefined && 'read' in entryRead && 'bytes' in entryRead.read
      ? entryRead.read.bytes
      : undefined;
  const declarations =
    entryText === undefined ? undefined : readSkillDeclarations(entryText, entry, entryBytes);
  findings.push(
    ...(await analysePackage(
      {
        prefix: pkg.prefix,
        units,
        fileText,
        ...(declarations?.allowedTools === undefined ? {} : { allowedTools: declarations.allowedTools }),
      },
      engineParts(options.exhaustive),
    )),
  );
  if (entryText !== undefined) {
    findings.push(...correlateSkillChain({ entry, prefix: pkg.prefix, text: entryText, findings }));
  }
  if (options.llm !== undefined && pkg.hasSkillFile) {
    const verdict = await reviewWithLlm(options.llm, pkg, declarations?.name, texts, hasScripts);
    if (verdict !== undefined) findings.push(verdict);
  }
  const name = pkg.hasSkillFile ? (declarations?.name ?? (path.basename(pkg.dir) || pkg.prefix)) : null;
  return { findings, filesScanned, bytesScanned, name };
}

const setupRank = (inPackage: string): number =>
  inPackage === SKILL_FILE ? 0 : SETUP_FILES.has(inPackage) ? 1 : 2;

/** `setup.posix` of skill.config.yaml and an in-tree build backend run when the skill is set up. */
function noteInstallFiles(inPackage: string, text: string, installFiles: Set<string>): void {
  if (inPackage === 'pyproject.toml') {
    for (const file of readManifest(inPackage, text).installFiles) installFiles.add(file);
    return;
  }
  const setup = parseSkillConfig(text, inPackage).config?.setup;
  for (const script of [setup?.posix, setup?.windows]) {
    if (script !== undefined) installFiles.add(script.replace(/^\.\//, ''));
  }
}

/**
 * The optional LLM pass: SKILL.md first, then scripts, then the rest (what the agent reads and runs
 * matters most when the prompt is cut). A reviewer that cannot answer blocks a skill with scripts.
 */
async function reviewWithLlm(
  reviewer: LlmReviewer,
  pkg: ScanPackage,
  name: string | undefined,
  texts: readonly { inPackage: string; text: string }[],
  hasScripts: boolean,
): Promise<Finding | undefined> {
  const files = [...texts]
    .sort((a, b) => LLM_ORDER(a.inPackage) - LLM_ORDER(b.inPackage))
    .filter((f) => !f.text.includes('\u0000'))
    .map((f) => ({ path: f.inPackage, text: f.text }));
  const verdict = await reviewer({
    skill: name ?? path.basename(pkg.dir),
    files,
    hasExecutableContent: hasScripts,
  });
  if (verdict.verdict === 'allow') return undefined;
  const ruleId: ScanRuleId =
    verdict.verdict === 'block'
      ? 'SS-LLM-BLOCK'
      : verdict.verdict === 'warn'
        ? 'SS-LLM-WARN'
        : 'SS-LLM-UNAVAILABLE';
  const rule = SCAN_RULES[ruleId];
  return {
    ruleId,
    severity: ruleId === 'SS-LLM-UNAVAILABLE' && !hasScripts ? 'medium' : rule.severity,
    file: join(pkg.prefix, SKILL_FILE),
    line: 1,
    message: verdict.reason,
    remediation: rule.remediation,
    evidence: '',
  };
}

function join(prefix: string, file: string): string {
  return prefix === '' ? file : `${prefix}/${file}`;
}
