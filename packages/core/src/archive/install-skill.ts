import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isSkillportError, SkillportError } from '../errors/index.js';
import type { ArchiveLimits } from '../package/archive-limits.js';
import { scanPath } from '../scan/scan-path.js';
import { isCanonicalSkillName, SKILL_FILE } from '../skill/index.js';
import { appendInstallHistory } from './append-install-history.js';
import { assertInstallableSkill } from './assert-installable-skill.js';
import { computePackageDigest } from './compute-package-digest.js';
import { extractArchive } from './extract-archive.js';
import { packSkill } from './pack-skill.js';
import { readSkillName } from './read-skill-name.js';
import { readSkillsLock } from './read-skills-lock.js';
import { removePackageTree } from './remove-package-tree.js';
import { rewriteFrontmatterName } from './rewrite-frontmatter-name.js';
import { setPackagePermissions } from './set-package-permissions.js';
import { withInstallLock } from './with-install-lock.js';
import { writeSkillsLock } from './write-skills-lock.js';

/** Inspects the staged package before it is committed; any `critical` finding blocks the install. */
/**
 * Scans the staged package. `contents` holds the bytes just extracted (keys relative to `stagedDir`,
 * `/`-separated): passed on as `scanPath`'s `contents`, they are not read from disk again.
 */
export type InstallScanHook = (
  stagedDir: string,
  contents: ReadonlyMap<string, Buffer> | undefined,
) => Promise<{ findings: readonly { severity: string }[] }>;

export interface InstallSkillOptions {
  /** Install root; the skill lands in `<root>/<name>`. */
  root: string;
  /** Install under this canonical name and rewrite the frontmatter `name:` to match. */
  rename?: string;
  /** Replace an existing install, keeping the previous version under `.skillport/history/`. */
  upgrade?: boolean;
  /** Install exactly what `skills.lock.json` records: the digest must match; the lock is not changed. */
  frozen?: boolean;
  /** Recorded in the history (who). */
  actor?: string;
  /**
   * Defaults to SkillScan (`scanPath`) over the staged package. `false` skips scanning: only for callers
   * that scanned the same bytes themselves.
   */
  scan?: InstallScanHook | false;
  limits?: Partial<ArchiveLimits>;
  /**
   * Run every check (archive, validation, scan, name conflict, frozen digest) and answer `checked` with what
   * would be installed, writing nothing to the root: staging happens in the system temp folder.
   */
  dryRun?: boolean;
}

export interface InstallSkillResult {
  name: string;
  path: string;
  digest: string;
  files: Record<string, string>;
  /** `unchanged`: a frozen install found the locked version already in place; `checked`: a dry run. */
  status: 'installed' | 'upgraded' | 'unchanged' | 'checked';
  /** The replaced version, when there was one. */
  previous?: { digest: string; path: string };
  findings: readonly { severity: string }[];
}

const HISTORY_DIR = path.join('.skillport', 'history');
const STAGING_DIR = path.join('.skillport', 'staging');
const ABANDONED_STAGING_MS = 24 * 60 * 60 * 1000;

function defaultActor(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

/** Extracts (or, for a directory, packs then extracts) into staging and places it under its final name. */
async function stagePackage(source: string, stage: string, options: InstallSkillOptions) {
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(source);
  } catch (error) {
    throw new SkillportError(
      'PATH_NOT_FOUND',
      `Cannot read ${source}; pass a .skill archive or a skill directory.`,
      {
        details: { source },
        cause: error,
      },
    );
  }
  let archive = source;
  if (stat.isDirectory()) {
    // A directory goes through the same archive checks as a download: one set of rules for both.
    archive = path.join(stage, 'source.skill');
    await packSkill(source, {
      output: archive,
      verify: false,
      ...(options.rename ? { name: options.rename } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
    });
  }
  const extracted = path.join(stage, 'extracted');
  const extraction = await extractArchive(archive, {
    targetDir: extracted,
    readOnlyFiles: true,
    // The scan reads the files from here instead of from disk.
    keepContents: options.scan !== false,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const declared = await readSkillName(extracted);
  const name = options.rename ?? declared;
  if (!isCanonicalSkillName(name)) {
    throw new SkillportError(
      'SKILL_NAME_INVALID',
      `Skill name ${JSON.stringify(name)} from ${source} is not canonical (lowercase words joined by "-", at most 64 characters). Install it with rename set to a canonical name.`,
      { details: { source, name } },
    );
  }
  const staged = path.join(stage, 'skill', name);
  await fs.mkdir(path.dirname(staged));
  await fs.rename(extracted, staged);
  const contents = extraction.contents === undefined ? undefined : new Map(extraction.contents);
  const hashes: Record<string, string> = Object.fromEntries(
    extraction.files.map((file) => [file.path, file.sha256]),
  );
  if (declared !== name) {
    const skillFile = path.join(staged, SKILL_FILE);
    const text = rewriteFrontmatterName(await fs.readFile(skillFile, 'utf8'), name);
    // The extracted file is already read-only; a new file renamed over it keeps that without a chmod dance.
    const rewritten = path.join(staged, `.${SKILL_FILE}.rename`);
    await fs.writeFile(rewritten, text, { flag: 'wx', mode: 0o444 });
    await fs.rename(rewritten, skillFile);
    contents?.set(SKILL_FILE, Buffer.from(text));
    hashes[SKILL_FILE] = createHash('sha256').update(text).digest('hex');
  }
  return { name, staged, hashes, contents };
}

/** Creates the root's staging folder; a root that is a file (or cannot be created) is refused. */
async function prepareRoot(root: string): Promise<void> {
  try {
    await fs.mkdir(path.join(root, STAGING_DIR), { recursive: true });
  } catch (error) {
    throw new SkillportError(
      'INSTALL_ROOT_INVALID',
      `Cannot install into ${root}: it is not a writable directory (${(error as NodeJS.ErrnoException).code ?? String(error)}). Pass a directory with --root.`,
      { details: { root }, cause: error },
    );
  }
}

/** Removes staging folders left by installs that crashed; none lives anywhere near this long. */
async function pruneAbandonedStaging(stagingRoot: string): Promise<void> {
  const cutoff = Date.now() - ABANDONED_STAGING_MS;
  for (const entry of await fs.readdir(stagingRoot, { withFileTypes: true })) {
    const dir = path.join(stagingRoot, entry.name);
    const stat = await fs.lstat(dir).catch(() => undefined);
    if (entry.isDirectory() && stat !== undefined && stat.mtimeMs < cutoff) await removePackageTree(dir);
  }
}

async function runScan(
  hook: InstallScanHook | false | undefined,
  staged: { dir: string; contents: ReadonlyMap<string, Buffer> | undefined },
  name: string,
) {
  if (hook === false) return [];
  let findings: readonly { severity: string }[];
  try {
    ({ findings } =
      hook === undefined
        ? await scanPath(staged.dir, staged.contents ? { contents: staged.contents } : {})
        : await hook(staged.dir, staged.contents));
  } catch (error) {
    if (isSkillportError(error)) throw error;
    // Fail closed: a package nobody could scan is not installed.
    throw new SkillportError(
      'SCAN_FAILED',
      `SkillScan could not scan "${name}", so the install was blocked: ${String(error)}.`,
      {
        details: { name },
        cause: error,
      },
    );
  }
  const critical = findings.filter((finding) => finding.severity === 'critical');
  if (critical.length > 0) {
    throw new SkillportError(
      'SCAN_BLOCKED',
      `SkillScan found ${critical.length} critical issue(s) in "${name}"; the install was blocked. Review the findings and fix the package.`,
      { details: { name, findings } },
    );
  }
  return findings;
}

/** Moves the current install into `.skillport/history/<name>/<timestamp>-<digest>/`. */
async function moveToHistory(root: string, name: string, target: string) {
  const digest = await computePackageDigest(target);
  const parent = path.join(root, HISTORY_DIR, name);
  await fs.mkdir(parent, { recursive: true });
  // Moving a directory to a new parent rewrites its `..`, which needs write access to it.
  await fs.chmod(target, 0o755);
  for (;;) {
    const stamp = new Date().toISOString().replace(/[:.]/gu, '-');
    const destination = path.join(parent, `${stamp}-${digest.slice('sha256:'.length)}`);
    if (await exists(destination)) {
      await sleep(2);
      continue;
    }
    await fs.rename(target, destination);
    await fs.chmod(destination, 0o555);
    return { digest, path: destination };
  }
}

/**
 * Installs a skill from a `.skill` archive or a directory into `root` (SPEC §5.2): hostile-archive
 * checks, strict validation, optional scan, read-only files, then an atomic rename under an exclusive
 * root lock, a `skills.lock.json` entry and a history record. Refusals throw `SkillportError`
 * (`SKILL_EXISTS`, `SKILL_INVALID`, `SCAN_BLOCKED`, `LOCK_*`, `ARCHIVE_*`) and leave the root as it was.
 */
export async function installSkill(
  source: string,
  options: InstallSkillOptions,
): Promise<InstallSkillResult> {
  const root = path.resolve(options.root);
  const sourcePath = path.resolve(source);
  if (options.rename !== undefined && !isCanonicalSkillName(options.rename)) {
    throw new SkillportError(
      'SKILL_NAME_INVALID',
      `rename ${JSON.stringify(options.rename)} is not a canonical skill name (lowercase words joined by "-", at most 64 characters).`,
      { details: { name: options.rename } },
    );
  }
  let stage: string;
  if (options.dryRun) {
    stage = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-install-check-'));
  } else {
    await prepareRoot(root);
    await pruneAbandonedStaging(path.join(root, STAGING_DIR));
    stage = await fs.mkdtemp(path.join(root, STAGING_DIR, 'install-'));
  }
  try {
    const { name, staged, hashes: files, contents } = await stagePackage(sourcePath, stage, options);
    await assertInstallableSkill(staged);
    const findings = await runScan(options.scan, { dir: staged, contents }, name);
    const digest = await computePackageDigest(files);
    await setPackagePermissions(staged, { mode: 'read-only', includeRoot: false, directoriesOnly: true });
    const place = async (): Promise<InstallSkillResult> => {
      const target = path.join(root, name);
      const lock = await readSkillsLock(root);
      if (options.frozen) {
        if (lock === undefined) {
          throw new SkillportError(
            'LOCK_MISSING',
            `No skills.lock.json in ${root}; a frozen install needs one. Run a normal install first.`,
            {
              details: { root },
            },
          );
        }
        // hasOwn: a skill called "constructor" must not find Object.prototype.constructor here.
        const locked = Object.hasOwn(lock.skills, name) ? lock.skills[name] : undefined;
        if (locked === undefined) {
          throw new SkillportError(
            'LOCK_ENTRY_MISSING',
            `skills.lock.json in ${root} has no entry for "${name}"; a frozen install only installs locked skills.`,
            {
              details: { name, root },
            },
          );
        }
        if (locked.digest !== digest) {
          throw new SkillportError(
            'LOCK_DIGEST_MISMATCH',
            `"${name}" from ${sourcePath} has digest ${digest}, but skills.lock.json records ${locked.digest}; fetch the locked version or run a normal install to update the lock.`,
            { details: { name, expected: locked.digest, actual: digest } },
          );
        }
      }
      const existing = await fs.lstat(target).catch(() => undefined);
      if (existing !== undefined && !existing.isDirectory()) {
        // Never follow a link (or replace a file) planted where the skill goes.
        throw new SkillportError(
          'INSTALL_TARGET_INVALID',
          `${target} exists and is not a directory; remove it before installing "${name}".`,
          { details: { name, path: target } },
        );
      }
      if (existing !== undefined) {
        if (options.frozen && (await computePackageDigest(target)) === digest) {
          return { name, path: target, digest, files, status: 'unchanged' as const, findings };
        }
        if (!options.frozen && !options.upgrade) {
          throw new SkillportError(
            'SKILL_EXISTS',
            `A skill named "${name}" is already installed in ${root}; upgrade it explicitly or choose another name with rename.`,
            {
              details: { name, path: target },
            },
          );
        }
      }
      if (options.dryRun) return { name, path: target, digest, files, status: 'checked' as const, findings };
      const previous = existing === undefined ? undefined : await moveToHistory(root, name, target);
      await fs.rename(staged, target);
      await fs.chmod(target, 0o555);
      if (!options.frozen) {
        const skills = { ...lock?.skills, [name]: { name, source: sourcePath, digest, files } };
        await writeSkillsLock(root, { lockfileVersion: 1, skills });
      }
      await appendInstallHistory(root, {
        at: new Date().toISOString(),
        actor: options.actor ?? defaultActor(),
        action: options.frozen ? 'reinstall' : previous ? 'upgrade' : 'install',
        name,
        digest,
        source: sourcePath,
        ...(previous
          ? { previousDigest: previous.digest, previousPath: path.relative(root, previous.path) }
          : {}),
      });
      return {
        name,
        path: target,
        digest,
        files,
        status: previous ? ('upgraded' as const) : ('installed' as const),
        ...(previous ? { previous } : {}),
        findings,
      };
    };
    // A dry run only reads the root, so it takes no lock (and creates no lock file).
    return options.dryRun ? await place() : await withInstallLock(root, place);
  } finally {
    await removePackageTree(stage);
  }
}
