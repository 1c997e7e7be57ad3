import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { computePackageDigest, extractArchive } from '../archive/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { listPackageFiles } from '../package/list-package-files.js';
import { type Finding, type Severity, scanPath } from '../scan/index.js';
import { loadSkillPackage, SKILL_FILE } from '../skill/index.js';
import { checkEvals } from './check-evals.js';
import { checkResources } from './check-resources.js';
import {
  REVIEW_SCHEMA,
  REVIEW_SEVERITY_RANK,
  type ReviewFinding,
  type ReviewReport,
  type ReviewSeverity,
} from './review-report.js';

export interface ReviewOptions {
  /** Enumeration stops here and the report says `truncated: true`. */
  maxFiles?: number;
  /** Clock for suppression expiry in the SkillScan part. */
  now?: Date;
}

export const DEFAULT_REVIEW_MAX_FILES = 10_000;
const SCAN_SEVERITY: Record<Severity, ReviewSeverity> = {
  critical: 'blocker',
  high: 'error',
  medium: 'warning',
  low: 'info',
};
/** VCS metadata and fetched dependencies: not what the author wrote, and not packed (SkillScan skips them too). */
const LEVEL_SEVERITY: Record<Diagnostic['level'], ReviewSeverity> = {
  error: 'error',
  warning: 'warning',
  info: 'info',
};
/** Text files above this are not read for reference checks (SkillScan reports them separately). */
const MAX_TEXT_BYTES = 2 * 1024 * 1024;

/**
 * Reviews a skill directory or `.skill` archive without executing it or touching the network: structure
 * (strict frontmatter rules), resources (missing, escaping, unreferenced files), evals, and SkillScan
 * findings mapped critical→blocker, high→error, medium→warning, low→info. Archives are extracted with
 * the same checks as install into a temporary directory; a rejected archive is a blocker.
 */
export async function reviewSkill(target: string, options: ReviewOptions = {}): Promise<ReviewReport> {
  const stat = await fs.stat(target).catch(() => {
    throw new SkillportError(
      'PATH_NOT_FOUND',
      `Cannot review ${target}: it does not exist. Pass a skill directory or a .skill archive.`,
      { details: { path: target } },
    );
  });
  if (stat.isDirectory())
    return reviewDir(path.resolve(target), target, path.basename(path.resolve(target)), options);
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-review-'));
  const stem = path.basename(target).replace(/\.(?:skill|zip)$/i, '') || 'skill';
  try {
    const { targetDir } = await extractArchive(target, { targetDir: path.join(temp, stem) });
    return await reviewDir(targetDir, target, stem, options);
  } catch (error) {
    if (!isSkillportError(error)) throw error;
    const digest = `sha256:${createHash('sha256')
      .update(await fs.readFile(target))
      .digest('hex')}`;
    return buildReport({
      name: stem,
      source: target,
      digest,
      enumerated: 0,
      truncated: false,
      notAssessed: ['archive contents: the archive was rejected before extraction'],
      findings: [
        {
          id: 'ARCHIVE_REJECTED',
          severity: 'blocker',
          category: 'structure',
          file: path.basename(target),
          message: `${error.code}: ${error.message}`,
        },
      ],
    });
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

async function reviewDir(
  dir: string,
  source: string,
  dirName: string,
  options: ReviewOptions,
): Promise<ReviewReport> {
  const listing = await enumerate(dir, options.maxFiles ?? DEFAULT_REVIEW_MAX_FILES);
  const findings: ReviewFinding[] = [];
  // Skipped dependency folders reach `notAssessed` through SkillScan's SS-STRUCTURE-SKIPPED below.
  const notAssessed = listing.symlinks.map((l) => `${l}: symlink, not followed`);
  const texts = new Map<string, string | undefined>();
  const readText = (file: string): string | undefined => texts.get(file);
  await Promise.all(
    listing.files.map(async (file) => {
      if (!/\.(?:md|markdown|mdx|txt|rst|py|sh|bash|js|mjs|cjs|ts|mts|json|ya?ml|toml|html|xml)$/i.test(file))
        return;
      const handle = await fs.open(path.join(dir, file), 'r');
      try {
        const { size } = await handle.stat();
        texts.set(file, size > MAX_TEXT_BYTES ? undefined : await handle.readFile('utf8'));
      } finally {
        await handle.close();
      }
    }),
  );

  let name = dirName;
  const entryText = texts.get(SKILL_FILE);
  if (!listing.files.includes(SKILL_FILE) || entryText === undefined) {
    findings.push({
      id: 'SKILL_MD_MISSING',
      severity: 'blocker',
      category: 'structure',
      message: 'the package has no SKILL.md at its root',
    });
  } else {
    const strict = await loadSkillPackage(dir, { strict: true });
    for (const d of strict.diagnostics) findings.push(fromDiagnostic(d, dir));
    const lenient = strict.skill ?? (await loadSkillPackage(dir)).skill;
    if (lenient === undefined) {
      findings.push({
        id: 'SKILL_NOT_LOADABLE',
        severity: 'blocker',
        category: 'structure',
        file: SKILL_FILE,
        message: 'SKILL.md does not yield a name and a description, so the skill cannot load',
      });
    } else {
      name = lenient.name;
    }
    const declared = [
      ...(lenient?.config?.entrypoint === undefined ? [] : [lenient.config.entrypoint]),
      ...(lenient?.config?.setup?.posix === undefined ? [] : [lenient.config.setup.posix]),
      ...(lenient?.references.required ?? []),
      ...(lenient?.references.optional ?? []),
      ...(lenient?.references.routes.flatMap((r) => r.requiredRefs) ?? []),
    ];
    findings.push(
      ...checkResources({
        files: listing.files,
        entry: { path: SKILL_FILE, text: entryText },
        declared,
        readText,
        nestedSkillDirs: listing.nestedSkillDirs,
      }),
    );
    findings.push(...checkEvals({ files: listing.files, skillName: lenient?.name, readText }));
  }

  const scan = await scanPath(dir, options.now === undefined ? {} : { now: options.now });
  for (const f of scan.findings) {
    findings.push(fromScan(f));
    if (/^SS-STRUCTURE-(?:OVERSIZE|NESTED-ARCHIVE|UNREADABLE|UNSCANNED|SKIPPED)$/.test(f.ruleId)) {
      notAssessed.push(`${f.file}: ${f.message}`);
    }
  }
  if (listing.truncated)
    notAssessed.push(`files after the first ${listing.files.length}: enumeration limit reached`);

  return buildReport({
    name,
    source,
    digest: await computePackageDigest(dir),
    enumerated: listing.files.length + listing.symlinks.length,
    truncated: listing.truncated,
    notAssessed,
    findings,
  });
}

function buildReport(input: {
  name: string;
  source: string;
  digest: string;
  enumerated: number;
  truncated: boolean;
  notAssessed: string[];
  findings: ReviewFinding[];
}): ReviewReport {
  const findings = [...input.findings].sort(
    (a, b) =>
      REVIEW_SEVERITY_RANK[b.severity] - REVIEW_SEVERITY_RANK[a.severity] ||
      a.category.localeCompare(b.category) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  const count = (s: ReviewSeverity) => findings.filter((f) => f.severity === s).length;
  return {
    schema: REVIEW_SCHEMA,
    subject: { name: input.name, source: input.source, digest: input.digest },
    completeness: {
      enumerated: input.enumerated,
      truncated: input.truncated,
      notAssessed: input.notAssessed,
    },
    summary: {
      blocker: count('blocker'),
      error: count('error'),
      warning: count('warning'),
      info: count('info'),
    },
    findings,
  };
}

function fromDiagnostic(d: Diagnostic, dir: string): ReviewFinding {
  const file = path.isAbsolute(d.path) ? path.relative(dir, d.path).split(path.sep).join('/') : d.path;
  const finding: ReviewFinding = {
    id: d.code,
    severity: LEVEL_SEVERITY[d.level],
    category: 'structure',
    message: d.message,
  };
  if (file !== '') finding.file = file;
  if (d.line !== undefined) finding.line = d.line;
  return finding;
}

function fromScan(f: Finding): ReviewFinding {
  return {
    id: f.ruleId,
    severity: SCAN_SEVERITY[f.severity],
    category: 'scan',
    file: f.file,
    line: f.line,
    message: f.message,
  };
}

/**
 * Lists the package as install would take it (the package model's walk), stopping at `maxFiles`: a link
 * to a file inside the package reads as that file; any other link is listed, never followed.
 */
async function enumerate(
  root: string,
  maxFiles: number,
): Promise<{
  files: string[];
  symlinks: string[];
  nestedSkillDirs: string[];
  truncated: boolean;
}> {
  const listing = await listPackageFiles(root, { scope: 'package', maxFiles });
  const files: string[] = [];
  const symlinks: string[] = [];
  for (const entry of listing.files) {
    if (entry.kind === 'file' || (entry.kind === 'symlink' && entry.link?.status === 'inside')) {
      files.push(entry.path);
    } else if (entry.kind === 'symlink') symlinks.push(entry.path);
  }
  const nestedSkillDirs = files
    .filter((f) => f.endsWith(`/${SKILL_FILE}`))
    .map((f) => f.slice(0, -SKILL_FILE.length - 1));
  return { files, symlinks, nestedSkillDirs, truncated: listing.truncated };
}
