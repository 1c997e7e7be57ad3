import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { extractArchive } from '../archive/extract-archive.js';
import { type Diagnostic, diagnostic, hasErrors } from '../diagnostics/index.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { type FoundPackage, findSkillPackages } from '../package/find-skill-packages.js';
import { loadSkillPackage, parseSkillMd, SKILL_FILE } from '../skill/index.js';
import { mapLimit } from './map-limit.js';

export interface ValidatedSkill {
  name: string | undefined;
  path: string;
  valid: boolean;
  classification: string | undefined;
}

export interface ValidatePathResult {
  ok: boolean;
  skills: ValidatedSkill[];
  diagnostics: Diagnostic[];
}

/**
 * Validates a skill folder, a SKILL.md file, a root holding many skills, or a `.skill` archive.
 * Lenient by default (the loader's rules); `strict` applies the install/edit rules as errors.
 */
export async function validatePath(
  path: string,
  options: { strict?: boolean } = {},
): Promise<ValidatePathResult> {
  const info = await stat(path).catch(() => undefined);
  if (!info)
    throw new SkillportError(
      'PATH_NOT_FOUND',
      `${path} does not exist; pass a skill folder, SKILL.md, a root of skills, or a .skill archive`,
    );
  if (info.isFile() && /\.(skill|zip)$/i.test(path)) return validateArchive(path, options);
  if (info.isFile()) {
    if (basename(path) !== SKILL_FILE) {
      throw new SkillportError('PATH_NOT_A_SKILL', `${path} is neither SKILL.md nor a .skill archive`);
    }
    return validatePackages([dirname(path)], [], options);
  }
  const names = await readdir(path);
  if (names.includes(SKILL_FILE)) return validatePackages([path], [], options);
  const found = await findSkillPackages({ roots: [{ path }] });
  return validatePackages(uniqueDirs(found.packages), found.diagnostics, options);
}

/** Like the loader: a package reached through a symlink as well as directly is checked once, directly. */
function uniqueDirs(packages: readonly FoundPackage[]): string[] {
  const ordered = [...packages].sort(
    (a, b) => Number(a.viaSymlink) - Number(b.viaSymlink) || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0),
  );
  const seenReal = new Set<string>();
  const dirs: string[] = [];
  for (const p of ordered) {
    if (seenReal.has(p.realDir)) continue;
    seenReal.add(p.realDir);
    dirs.push(p.dir);
  }
  return dirs.sort();
}

async function validatePackages(
  dirs: string[],
  walkDiagnostics: Diagnostic[],
  options: { strict?: boolean },
): Promise<ValidatePathResult> {
  const diagnostics = [...walkDiagnostics];
  const strict = options.strict ?? false;
  const results = await mapLimit(dirs, 32, (dir) => loadSkillPackage(dir, { strict }));
  const skills: ValidatedSkill[] = [];
  const byName = new Map<string, string>();
  results.forEach((result, index) => {
    const dir = dirs[index]!;
    diagnostics.push(...result.diagnostics);
    const name = result.skill?.name ?? result.diagnostics.find((d) => d.skill !== undefined)?.skill;
    const skillErrors = result.diagnostics.some((d) => d.level === 'error');
    skills.push({
      name,
      path: dir,
      valid: result.skill !== undefined && !skillErrors,
      classification: result.skill?.classification,
    });
    if (result.skill) {
      const previous = byName.get(result.skill.name);
      if (previous !== undefined) {
        diagnostics.push(
          diagnostic(
            strict ? 'error' : 'warning',
            'NAME_COLLISION',
            result.skill.skillFile,
            `Skill "${result.skill.name}" is also defined in ${previous}`,
            {
              skill: result.skill.name,
              detail: { winner: previous, loser: dir },
            },
          ),
        );
      } else byName.set(result.skill.name, dir);
    }
  });
  if (dirs.length === 0) {
    diagnostics.push(
      diagnostic('error', 'FRONTMATTER_MISSING', '.', 'No SKILL.md found: nothing to validate'),
    );
  }
  return { ok: !hasErrors(diagnostics), skills, diagnostics };
}

async function validateArchive(
  archivePath: string,
  options: { strict?: boolean },
): Promise<ValidatePathResult> {
  const work = await mkdtemp(join(tmpdir(), 'skillport-validate-'));
  try {
    let extractedDir: string;
    try {
      extractedDir = (await extractArchive(archivePath, { targetDir: join(work, 'package') })).targetDir;
    } catch (error) {
      if (!isSkillportError(error)) throw error;
      // A refused archive is a finding about the archive: it reaches --json output like any other.
      const refusal = diagnostic('error', 'ARCHIVE_REFUSED', archivePath, error.message, {
        detail: { code: error.code, ...error.details },
      });
      return { ok: false, skills: [], diagnostics: [refusal] };
    }
    // An archive installs under its skill's name, so check the package in a folder of that name.
    const name = parseSkillMd(await readFile(join(extractedDir, SKILL_FILE)).catch(() => ''), {
      path: SKILL_FILE,
    }).frontmatter?.name;
    const target =
      name && /^[A-Za-z0-9._-]+$/.test(name) && name !== '.' && name !== '..'
        ? join(work, name)
        : extractedDir;
    if (target !== extractedDir) await rename(extractedDir, target);
    const extracted = { targetDir: target };
    const result = await validatePackages([extracted.targetDir], [], options);
    // Report paths inside the archive, not the temporary folder they were checked in.
    const rewrite = (p: string) => (p.startsWith(target) ? archivePath + p.slice(target.length) : p);
    return {
      ...result,
      skills: result.skills.map((s) => ({ ...s, path: rewrite(s.path) })),
      diagnostics: result.diagnostics.map((d) => ({ ...d, path: rewrite(d.path) })),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
