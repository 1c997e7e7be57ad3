import { lstat, open } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { loadSkillPackage, type Skill, type SkillCategory, SkillportError } from '@skillport/core';
import { type SkillSummary, SkillSummarySchema, toSkillSummary } from '../../skills/index.js';

/** Setup scripts longer than this are listed without their text; the reviewer opens the file instead. */
export const MAX_SETUP_SCRIPT_SHOWN_BYTES = 64 * 1024;

export const SetupScriptSchema = z
  .object({
    platform: z.enum(['posix', 'windows']),
    /** Relative to the skill root, as `skill.config.yaml` declares it. */
    path: z.string(),
    /** The script's text; absent when the file is missing or larger than 64 KiB. */
    content: z.string().optional(),
  })
  .openapi('SetupScript');
export type SetupScript = z.infer<typeof SetupScriptSchema>;

export const InstallPlanSchema = z
  .object({
    skill: SkillSummarySchema,
    files: z.array(z.string()),
    setupScripts: z.array(SetupScriptSchema),
    /** What preparing the skill's environment would install (`dependencies` in skill.config.yaml). */
    dependencies: z.array(z.string()),
  })
  .openapi('InstallPlan');

/** What the staged package would bring, as its reviewer needs to see it before consenting. */
export interface StagedSkill {
  summary: SkillSummary;
  setupScripts: SetupScript[];
  dependencies: string[];
}

/** Reads the staged package the way discovery will once it is installed. */
export async function describeStagedSkill(dir: string, category: SkillCategory): Promise<StagedSkill> {
  const { skill } = await loadSkillPackage(dir, { category });
  if (skill === undefined) {
    // Strict validation ran before this, so only a package changed underneath us gets here.
    const name = path.basename(dir);
    throw new SkillportError(
      'SKILL_INVALID',
      `Skill "${name}" does not load; run skillport validate on it.`,
      {
        details: { name },
      },
    );
  }
  return {
    summary: toSkillSummary(skill),
    setupScripts: await setupScriptsOf(skill),
    dependencies: dependenciesOf(skill, {
      requirements: await isFile(path.join(dir, 'requirements.txt')),
      packageJson: await isFile(path.join(dir, 'package.json')),
    }),
  };
}

async function setupScriptsOf(skill: Skill): Promise<SetupScript[]> {
  const scripts: SetupScript[] = [];
  for (const platform of ['posix', 'windows'] as const) {
    const declared = skill.config?.setup?.[platform];
    if (declared === undefined) continue;
    const content = await readSmallText(path.join(skill.dir, declared));
    scripts.push({ platform, path: declared, ...(content === undefined ? {} : { content }) });
  }
  return scripts;
}

async function isFile(file: string): Promise<boolean> {
  return lstat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** The config parser keeps setup paths inside the skill, and staged packages hold no links. */
async function readSmallText(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (handle === undefined) return undefined;
  try {
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_SETUP_SCRIPT_SHOWN_BYTES) return undefined;
    return (await handle.readFile()).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Per-skill environments install from the config and from requirements.txt / package.json (SPEC §6.3). */
function dependenciesOf(skill: Skill, has: { requirements: boolean; packageJson: boolean }): string[] {
  const deps = skill.config?.dependencies;
  const source = deps?.python?.source ?? (has.requirements ? 'requirements.txt' : undefined);
  return [
    ...(deps?.python?.inline ?? []).map((p) => `python: ${p}`),
    ...(source === undefined ? [] : [`python: packages listed in ${source}`]),
    ...(deps?.node?.packages ?? []).map((p) => `node: ${p}`),
    ...(has.packageJson ? ['node: packages in package.json'] : []),
    ...(deps?.system ?? []).map((s) => `system: ${s.name}`),
  ];
}
