import * as fs from 'node:fs/promises';
import path from 'node:path';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { findSkillPackages } from '../package/find-skill-packages.js';
import { computePackageDigest } from './compute-package-digest.js';
import { hashPackageFiles } from './hash-package-files.js';
import { readSkillsLock } from './read-skills-lock.js';
import { SKILLS_LOCK_FILE } from './skills-lock-schema.js';

export interface VerifySkillsOptions {
  root: string;
}

export interface VerifySkillsResult {
  /** False when any error-level diagnostic was found. */
  ok: boolean;
  skills: { name: string; status: 'ok' | 'drifted' | 'missing' }[];
  diagnostics: Diagnostic[];
}

function compareFiles(
  name: string,
  dir: string,
  locked: Record<string, string>,
  actual: Record<string, string>,
) {
  const found: Diagnostic[] = [];
  const report = (file: string, change: 'modified' | 'added' | 'removed') =>
    found.push(
      diagnostic(
        'error',
        'FINGERPRINT_CHANGED',
        path.join(dir, file),
        `${file} was ${change} since "${name}" was installed; reinstall with --frozen or review the change.`,
        {
          skill: name,
          detail: { change, file },
        },
      ),
    );
  // Object.hasOwn: a planted file called `constructor` must not match a member of Object.prototype.
  for (const file of Object.keys(locked)) {
    if (!Object.hasOwn(actual, file)) report(file, 'removed');
    else if (actual[file] !== locked[file]) report(file, 'modified');
  }
  for (const file of Object.keys(actual)) if (!Object.hasOwn(locked, file)) report(file, 'added');
  return found;
}

/**
 * Every folder under `root` holding a SKILL.md that discovery would load, found by discovery's own walk
 * (so verify and `list` can never disagree about what is installed). Sorted by path.
 */
async function findPackageDirs(root: string): Promise<string[]> {
  const { packages } = await findSkillPackages({ roots: [{ path: root }] });
  // Like the loader: a package reached directly and through a link is one package, under its direct path.
  const ordered = [...packages].sort((a, b) => Number(a.viaSymlink) - Number(b.viaSymlink));
  const seen = new Set<string>();
  const dirs: string[] = [];
  for (const p of ordered) {
    if (seen.has(p.realDir) || p.dir === root) continue;
    seen.add(p.realDir);
    dirs.push(p.dir);
  }
  return dirs.sort();
}

/**
 * Compares every installed skill with `skills.lock.json` (SPEC §5.2) and reports drift as
 * `FINGERPRINT_CHANGED` diagnostics: modified, added or removed files, missing skills, lock entries
 * whose digest does not match their own file list, and installed skills the lock does not know.
 */
export async function verifySkills(options: VerifySkillsOptions): Promise<VerifySkillsResult> {
  const root = path.resolve(options.root);
  const lock = await readSkillsLock(root);
  const lockPath = path.join(root, SKILLS_LOCK_FILE);
  if (lock === undefined) {
    return {
      ok: false,
      skills: [],
      diagnostics: [
        diagnostic(
          'error',
          'READ_ERROR',
          lockPath,
          `No ${SKILLS_LOCK_FILE} in ${root}; install skills first so there is something to verify.`,
        ),
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const skills: VerifySkillsResult['skills'] = [];
  for (const name of Object.keys(lock.skills).sort()) {
    const entry = lock.skills[name]!;
    const dir = path.join(root, name);
    if ((await computePackageDigest(entry.files)) !== entry.digest) {
      diagnostics.push(
        diagnostic(
          'error',
          'FINGERPRINT_CHANGED',
          lockPath,
          `The lock entry for "${name}" does not match its own digest; the lock file was edited. Restore it.`,
          {
            skill: name,
            detail: { change: 'lock-tampered' },
          },
        ),
      );
    }
    // lstat: a link planted in place of an installed skill is drift, not something to follow.
    const stat = await fs.lstat(dir).catch(() => undefined);
    if (stat === undefined || !stat.isDirectory()) {
      skills.push({ name, status: 'missing' });
      diagnostics.push(
        diagnostic(
          'error',
          'FINGERPRINT_CHANGED',
          dir,
          `Locked skill "${name}" is not installed; reinstall it with --frozen.`,
          {
            skill: name,
            detail: { change: 'missing' },
          },
        ),
      );
      continue;
    }
    // Files the lock does not know are drift whatever they hold: only locked files are read and hashed.
    const locked = entry.files;
    const actual = await hashPackageFiles(dir, { only: (file) => Object.hasOwn(locked, file) });
    const drift = compareFiles(name, dir, locked, actual);
    diagnostics.push(...drift);
    skills.push({ name, status: drift.length > 0 ? 'drifted' : 'ok' });
  }
  for (const found of await findPackageDirs(root)) {
    const relative = path.relative(root, found);
    // A locked name is checked above (a link planted there is already reported as missing).
    if (Object.hasOwn(lock.skills, relative)) continue;
    diagnostics.push(
      diagnostic(
        'warning',
        'FINGERPRINT_CHANGED',
        found,
        `"${relative}" holds a skill that is not in ${SKILLS_LOCK_FILE}; install it through skillport to lock it.`,
        {
          skill: path.basename(found),
          detail: { change: 'unlocked' },
        },
      ),
    );
  }
  return { ok: !diagnostics.some((d) => d.level === 'error'), skills, diagnostics };
}
