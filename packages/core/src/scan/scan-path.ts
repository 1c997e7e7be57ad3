import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractArchive } from '../archive/extract-archive.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { collectPackages, type ScanPackage } from './collect-packages.js';
import { scanPackage } from './engine/scan-package.js';
import { type Finding, type ScanReport, SEVERITY_RANK } from './finding.js';
import type { LlmReviewer } from './llm-review.js';
import { openScanCache, type ScanCacheOptions } from './scan-cache.js';
import { refusalFinding } from './structure-finding.js';

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
   * Reuse the results of an earlier scan of the same target for every package whose content digest
   * (every file's bytes, the layout, the scanner) is unchanged: every file is still read and hashed, and
   * only the analysis is skipped. Not used with `llm`, whose verdicts are the model's, not the scanner's.
   */
  cache?: ScanCacheOptions;
}

export const DEFAULT_MAX_SCAN_FILE_BYTES = 8 * 1024 * 1024;
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
  return scanPackages(target, options, target);
}

/** Scans package by package: each is read, analysed and reported before the next is listed. */
async function scanPackages(
  target: string | readonly string[],
  options: ScanOptions,
  /** What the cache file is named after: the target as the caller named it (an archive, not its extraction). */
  cacheTarget: string | readonly string[],
): Promise<ScanReport> {
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
  const cache =
    options.cache === undefined || options.llm !== undefined
      ? undefined
      : openScanCache(options.cache, {
          target:
            typeof cacheTarget === 'string'
              ? path.resolve(cacheTarget)
              : cacheTarget.map((t) => path.resolve(t)),
        });
  for await (const pkg of packages) {
    const scanned = await scanPackage(
      pkg,
      cache === undefined ? packageOptions : { ...packageOptions, cache },
    );
    report.findings.push(...scanned.findings);
    report.suppressed.push(...scanned.suppressed);
    report.filesScanned += scanned.filesScanned;
    report.bytesScanned += scanned.bytesScanned;
    if (scanned.name !== undefined) report.skills.push(scanned.name);
  }
  cache?.save();
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

/**
 * Scans the package an archive holds. An archive that extraction refuses is reported, not thrown: the
 * refusal is a critical finding naming the same code `install` would refuse it with.
 */
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
    return await scanPackages(targetDir, options, archive);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
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
