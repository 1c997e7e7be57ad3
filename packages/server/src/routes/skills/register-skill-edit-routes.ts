import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import {
  computePackageDigest,
  FindingSchema,
  type InstallSkillResult,
  installSkill,
  isSkillportError,
  type Skill,
  SkillportError,
  scanPath,
} from '@skillport/core';
import type { Context } from 'hono';
import { GLOBAL_SCOPE, type SkillHistoryOwner, type SkillVersionRecord } from '../../db/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayEnv } from '../../http/gateway-env.js';
import {
  createKeyedSerializer,
  diffSkillVersions,
  EDIT_STAGING_FOLDER,
  type FileChange,
  findVisibleSkill,
  listSkillFiles,
  MAX_SKILL_FILE_BYTES,
  readSkillFile,
  removeSkillFolder,
  type SkillFile,
  SkillSummarySchema,
  stageSkillEdit,
  toSkillSummary,
} from '../../skills/index.js';
import { secretOwnerOf } from '../../vault/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';
import { withoutServerPaths } from './without-server-paths.js';

/** An edit carries whole files as JSON (base64 for bytes): larger than a JSON route, smaller than an upload. */
export const MAX_EDIT_BODY_BYTES = 8 * 1024 * 1024;
/** `GET /api/skills/custom/:name` stops adding file contents beyond this many bytes (`truncated`). */
const MAX_CONTENT_BYTES = 8 * 1024 * 1024;

const NameParam = z.object({ name: z.string().min(1).max(200) });
const DigestSchema = z.string().regex(/^sha256:[0-9a-f]{64}$/u);
const VersionNumber = z.coerce.number().int().min(1).max(1_000_000_000);

const FileSchema = z
  .object({ path: z.string(), size: z.number(), encoding: z.enum(['utf8', 'base64']), content: z.string() })
  .openapi('EditableFile');

const VersionSchema = z
  .object({
    version: z.number(),
    digest: z.string(),
    action: z.enum(['install', 'edit', 'rollback', 'delete']),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    at: z.string(),
    restoredVersion: z.number().nullable(),
    /** Whether the files of this version are still kept (rollback and diff need them). */
    available: z.boolean(),
  })
  .openapi('SkillVersion');

const ChangeResultSchema = z
  .object({
    skill: SkillSummarySchema,
    digest: z.string(),
    previousDigest: z.string(),
    /** The new version number; unchanged when the content did not change. */
    version: z.number(),
    changed: z.boolean(),
    findings: z.array(FindingSchema),
  })
  .openapi('SkillChange');

const getCustom = defineRoute({
  method: 'get',
  path: '/api/skills/custom/{name}',
  access: { permission: 'skills.manage' },
  summary:
    'A custom skill (admin) or one of the caller’s user skills, with every file’s content, for editing: digest, version and files',
  request: { params: NameParam },
  responses: {
    200: json(
      z.object({
        skill: SkillSummarySchema,
        digest: z.string(),
        version: z.number(),
        files: z.array(FileSchema),
        truncated: z.boolean(),
      }),
      'The skill’s files',
    ),
    ...errors(401, 403, 404),
  },
});

const putCustom = defineRoute({
  method: 'put',
  path: '/api/skills/custom/{name}',
  access: { permission: 'skills.manage' },
  maxBodyBytes: MAX_EDIT_BODY_BYTES,
  summary:
    'Edit a custom or user skill: `files` maps a relative path to its new content (UTF-8 text, or {encoding: "base64", content}) or null to delete it; other files stay. Strict validation and SkillScan run again (422 SCAN_BLOCKED with findings); the previous version is kept in the history. `baseDigest` refuses the edit (409 SKILL_EDIT_CONFLICT) when the skill changed since',
  request: {
    params: NameParam,
    body: jsonBody(
      z
        .strictObject({
          files: z.record(
            z.string().min(1).max(240),
            z.union([
              z.string(),
              z.strictObject({ encoding: z.literal('base64'), content: z.base64() }),
              z.null(),
            ]),
          ),
          baseDigest: DigestSchema.optional(),
        })
        .openapi('EditSkill'),
    ),
  },
  responses: { 200: json(ChangeResultSchema, 'Edited'), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/skills/custom/{name}',
  access: { permission: 'skills.manage' },
  summary:
    'Delete a custom skill (admin) or one of the caller’s user skills; its history is kept. 409 SKILL_EDIT_CONFLICT when another gateway node changed it first',
  request: { params: NameParam },
  responses: { 200: json(z.object({ deleted: z.string() }), 'Deleted'), ...errors(401, 403, 404, 409) },
});

const history = defineRoute({
  method: 'get',
  path: '/api/skills/custom/{name}/history',
  access: { permission: 'skills.manage' },
  summary: 'Every version of a custom or user skill, newest first: who, when, which action, package digest',
  request: { params: NameParam },
  responses: {
    200: json(
      z.object({ name: z.string(), currentDigest: z.string(), versions: z.array(VersionSchema) }),
      'History',
    ),
    ...errors(401, 403, 404),
  },
});

const diff = defineRoute({
  method: 'get',
  path: '/api/skills/custom/{name}/diff',
  access: { permission: 'skills.manage' },
  summary:
    'Differences between two versions of a custom or user skill (numbers from the history): `to` defaults to the newest version, `from` to the one before `to`. Per file: added/removed/modified and a unified diff for text files',
  request: {
    params: NameParam,
    query: z.strictObject({ from: VersionNumber.optional(), to: VersionNumber.optional() }),
  },
  responses: {
    200: json(
      z.object({
        name: z.string(),
        from: z.object({ version: z.number(), digest: z.string() }),
        to: z.object({ version: z.number(), digest: z.string() }),
        files: z.array(
          z.object({
            path: z.string(),
            status: z.enum(['added', 'removed', 'modified']),
            patch: z.string().optional(),
            binary: z.boolean().optional(),
          }),
        ),
        truncated: z.boolean(),
      }),
      'Diff',
    ),
    ...errors(400, 401, 403, 404),
  },
});

const rollback = defineRoute({
  method: 'post',
  path: '/api/skills/custom/{name}/rollback',
  access: { permission: 'skills.manage' },
  summary:
    'Restore an earlier version (a number from the history) as a new version, after strict validation and SkillScan again',
  request: {
    params: NameParam,
    body: jsonBody(
      z
        .strictObject({ version: z.number().int().min(1), baseDigest: DigestSchema.optional() })
        .openapi('Rollback'),
    ),
  },
  responses: { 200: json(ChangeResultSchema, 'Rolled back'), ...errors(400, 401, 403, 404, 409, 415, 422) },
});

interface Managed {
  skill: Skill;
  root: string;
  owner: SkillHistoryOwner;
}

type AuditAction = 'skill.read' | 'skill.edit' | 'skill.delete' | 'skill.rollback' | 'skill.history';

/** The caller's custom or user skill of that name, if they may manage it; every refusal of a change is audited. */
async function manageable(c: Context<GatewayEnv>, name: string, action: AuditAction): Promise<Managed> {
  const { skills, access, audit } = c.get('services');
  const caller = callerOf(c);
  const view = await skills.viewFor(caller.user.id);
  const skill = findVisibleSkill(access, caller, view, name);
  const root = skill.category === 'custom' ? skills.customRoot : skills.userRoot(caller.user.id);
  if ((skill.category !== 'custom' && skill.category !== 'user') || path.dirname(skill.dir) !== root) {
    throw new SkillportError(
      'SKILL_READ_ONLY',
      `Skill "${name}" is a ${skill.category} skill not installed through the gateway; it cannot be changed here.`,
      { details: { name, category: skill.category } },
    );
  }
  if (!(await access.canManageSkill(caller, skill, clientAddress(c)))) {
    await audit.record({ ...auditActor(c), action, target: name, outcome: 'denied', details: {} });
    throw new SkillportError(
      'AUTHZ_DENIED',
      `You may not manage ${skill.category} skill "${name}"; ask an admin.`,
      {
        details: { name },
      },
    );
  }
  const owner = {
    scope: skill.category === 'custom' ? GLOBAL_SCOPE : caller.user.id,
    category: skill.category,
    skill: skill.name,
  };
  return { skill, root, owner };
}

/** Skills installed before the history existed get their present version as version 1. */
async function versionsOf(c: Context<GatewayEnv>, owner: SkillHistoryOwner, digest: string) {
  const store = c.get('services').stores.skillHistory;
  const versions = await store.list(owner);
  if (versions.length > 0) return versions;
  await store.append(owner, {
    digest,
    action: 'install',
    actorId: null,
    actorName: null,
    restoredVersion: null,
  });
  return store.list(owner);
}

/** A change that waited for another one (a delete) must not act on a folder that is gone. */
async function assertStillInstalled(skill: Skill): Promise<void> {
  if ((await lstat(skill.dir).catch(() => undefined))?.isDirectory()) return;
  throw new SkillportError(
    'SKILL_NOT_FOUND',
    `No skill named ${JSON.stringify(skill.name)}; list skills with GET /api/skills.`,
    { details: { name: skill.name } },
  );
}

/** Another node committed a change of this skill first; this node's folder follows the record. */
function changedElsewhere(name: string, digest: string): SkillportError {
  return new SkillportError(
    'SKILL_EDIT_CONFLICT',
    `Skill "${name}" was changed on another node since ${digest}; reload it and apply your change again.`,
    { details: { name, baseDigest: digest } },
  );
}

/**
 * A version that is not kept. One older than the oldest listed was removed by the history retention
 * (`historyVersions`): the answer says so, so a client can tell it from a number that never existed.
 */
function versionNotFound(
  name: string,
  version: number,
  versions: readonly SkillVersionRecord[],
  reason?: 'incomplete',
): SkillportError {
  const oldest = versions[0]?.version;
  if (oldest !== undefined && version >= 1 && version < oldest) {
    return new SkillportError(
      'SKILL_VERSION_NOT_FOUND',
      `Version ${version} of skill "${name}" was removed from the history, which keeps the last ${versions.length} versions (${oldest} and later); see GET /api/skills/custom/${name}/history.`,
      { details: { name, version, reason: 'pruned', oldestKept: oldest } },
    );
  }
  return new SkillportError(
    'SKILL_VERSION_NOT_FOUND',
    `Skill "${name}" has no version ${version} whose files are kept; see GET /api/skills/custom/${name}/history.`,
    { details: { name, version, ...(reason === undefined ? {} : { reason }) } },
  );
}

/** The folder and digest of a version whose files are still kept (404 SKILL_VERSION_NOT_FOUND if not). */
async function keptVersion(
  c: Context<GatewayEnv>,
  { skill, root, owner }: Managed,
  version: number,
  versions: readonly SkillVersionRecord[],
  currentDigest: string,
): Promise<{ dir: string; digest: string }> {
  const target = versions.find((v) => v.version === version);
  if (target === undefined) throw versionNotFound(skill.name, version, versions);
  const dir = await c.get('services').skillSync.versionDir(root, owner, target.digest, {
    dir: skill.dir,
    digest: currentDigest,
  });
  if (dir === undefined) throw versionNotFound(skill.name, version, versions);
  return { dir, digest: target.digest };
}

export function registerSkillEditRoutes(app: GatewayApp): void {
  // One change of a skill at a time in this process: read current, stage, commit, record.
  const serialize = createKeyedSerializer();

  /**
   * Stages the source (the current version plus `changes`, or the kept version `restoredVersion`),
   * installs it over the current version, records and audits it.
   */
  const commit = async (
    c: Context<GatewayEnv>,
    managed: Managed,
    request: {
      action: 'edit' | 'rollback';
      changes?: Readonly<Record<string, FileChange>>;
      baseDigest: string | undefined;
      restoredVersion: number | null;
    },
  ) => {
    const { skills, skillSync, audit, config } = c.get('services');
    const caller = callerOf(c);
    const { skill, root, owner } = managed;
    const auditAction = request.action === 'edit' ? 'skill.edit' : 'skill.rollback';
    return serialize(`${root}\0${skill.name}`, () =>
      skillSync.change(async () => {
        await assertStillInstalled(skill);
        const previousDigest = await computePackageDigest(skill.dir);
        if (request.baseDigest !== undefined && request.baseDigest !== previousDigest) {
          throw new SkillportError(
            'SKILL_EDIT_CONFLICT',
            `Skill "${skill.name}" changed since ${request.baseDigest} (now ${previousDigest}); reload it and apply your change again.`,
            { details: { name: skill.name, baseDigest: request.baseDigest, currentDigest: previousDigest } },
          );
        }
        const versions = await versionsOf(c, owner, previousDigest);
        // Looked up here, in the serialized change: an edit that ran first may have pruned the version.
        const restored =
          request.restoredVersion === null
            ? undefined
            : await keptVersion(c, managed, request.restoredVersion, versions, previousDigest);
        const staged = await stageSkillEdit({
          workDir: path.join(config.dataDir, EDIT_STAGING_FOLDER),
          name: skill.name,
          sourceDir: restored?.dir ?? skill.dir,
          ...(request.changes === undefined ? {} : { changes: request.changes }),
        });
        let result: InstallSkillResult;
        let recorded: SkillVersionRecord;
        try {
          const stagedDigest = await computePackageDigest(staged.dir);
          // A copy that lost files (removed while it was read) must never be recorded as the restore.
          if (restored !== undefined && stagedDigest !== restored.digest)
            throw versionNotFound(skill.name, request.restoredVersion!, versions, 'incomplete');
          if (stagedDigest === previousDigest) {
            return {
              skill: toSkillSummary(skill),
              digest: previousDigest,
              previousDigest,
              version: versions[versions.length - 1]!.version,
              changed: false,
              findings: [],
            };
          }
          result = await installSkill(staged.dir, {
            root,
            upgrade: true,
            actor: caller.user.username,
            scan: async (stagedDir, contents) => {
              // The frontmatter name decides where core installs: an edit must not move the skill.
              if (path.basename(stagedDir) !== skill.name) {
                throw new SkillportError(
                  'SKILL_INVALID',
                  `An edit cannot rename skill "${skill.name}" (SKILL.md now says "${path.basename(stagedDir)}"); keep name: ${skill.name}.`,
                  { details: { name: skill.name } },
                );
              }
              // Staged privately and committed as scanned, as for an install (register-skill-manage-routes).
              return scanPath(stagedDir, contents ? { contents } : {});
            },
          });
          const change = { kind: 'put' as const, key: owner, digest: result.digest, expect: previousDigest };
          const published = await skillSync.publish(change, {
            dir: skill.dir,
            history: {
              digest: result.digest,
              action: request.action,
              actorId: caller.user.id,
              actorName: caller.user.username,
              restoredVersion: request.restoredVersion,
            },
          });
          if (!published.committed || published.recorded === undefined) {
            throw changedElsewhere(skill.name, previousDigest);
          }
          recorded = published.recorded;
        } catch (error) {
          await audit.record({
            ...auditActor(c),
            action: auditAction,
            target: skill.name,
            outcome: isSkillportError(error) && error.kind !== 'internal' ? 'denied' : 'failed',
            details: { code: isSkillportError(error) ? error.code : 'HTTP_INTERNAL', previousDigest },
          });
          throw withoutServerPaths(error);
        } finally {
          await staged.cleanup();
        }
        skills.invalidate();
        await skills.refreshProjections();
        await audit.record({
          ...auditActor(c),
          action: auditAction,
          target: skill.name,
          outcome: 'ok',
          details: {
            category: skill.category,
            digest: result.digest,
            previousDigest,
            version: recorded.version,
            ...(request.restoredVersion === null ? {} : { restoredVersion: request.restoredVersion }),
            ...(request.changes === undefined ? {} : { files: Object.keys(request.changes).length }),
            findings: result.findings.length,
          },
        });
        const updated = (await skills.viewFor(caller.user.id)).get(skill.name);
        return {
          skill: toSkillSummary(updated ?? skill),
          digest: result.digest,
          previousDigest,
          version: recorded.version,
          changed: true,
          findings: result.findings as z.infer<typeof FindingSchema>[],
        };
      }),
    );
  };

  app.openapi(getCustom, async (c) => {
    const { skill, owner } = await manageable(c, c.req.valid('param').name, 'skill.read');
    const digest = await computePackageDigest(skill.dir);
    const versions = await versionsOf(c, owner, digest);
    const listed = await listSkillFiles(skill.dir);
    const files: SkillFile[] = [];
    let budget = MAX_CONTENT_BYTES;
    let truncated = listed.truncated;
    for (const relative of listed.files) {
      const file = await readSkillFile(skill, relative).catch(() => undefined);
      if (file === undefined || file.size > Math.min(budget, MAX_SKILL_FILE_BYTES)) {
        truncated = true;
        continue;
      }
      budget -= file.size;
      files.push(file);
    }
    return c.json(
      {
        skill: toSkillSummary(skill),
        digest,
        version: versions[versions.length - 1]!.version,
        files,
        truncated,
      },
      200,
    );
  });

  app.openapi(putCustom, async (c) => {
    const managed = await manageable(c, c.req.valid('param').name, 'skill.edit');
    const { files, baseDigest } = c.req.valid('json');
    const result = await commit(c, managed, {
      action: 'edit',
      changes: files,
      baseDigest,
      restoredVersion: null,
    });
    return c.json(result, 200);
  });

  app.openapi(rollback, async (c) => {
    const name = c.req.valid('param').name;
    const managed = await manageable(c, name, 'skill.rollback');
    const { version, baseDigest } = c.req.valid('json');
    const result = await commit(c, managed, {
      action: 'rollback',
      baseDigest,
      restoredVersion: version,
    });
    return c.json(result, 200);
  });

  app.openapi(history, async (c) => {
    const name = c.req.valid('param').name;
    const { skill, root, owner } = await manageable(c, name, 'skill.history');
    const { skillSync } = c.get('services');
    const currentDigest = await computePackageDigest(skill.dir);
    const versions = await versionsOf(c, owner, currentDigest);
    const current = { dir: skill.dir, digest: currentDigest };
    const listed = [];
    for (const v of [...versions].reverse()) {
      const available = (await skillSync.versionDir(root, owner, v.digest, current)) !== undefined;
      listed.push({ ...v, available });
    }
    return c.json({ name, currentDigest, versions: listed }, 200);
  });

  app.openapi(diff, async (c) => {
    const name = c.req.valid('param').name;
    const { skill, root, owner } = await manageable(c, name, 'skill.history');
    const currentDigest = await computePackageDigest(skill.dir);
    const versions = await versionsOf(c, owner, currentDigest);
    const query = c.req.valid('query');
    const toNumber = query.to ?? versions[versions.length - 1]!.version;
    const fromNumber = query.from ?? toNumber - 1;
    const pick = (n: number): SkillVersionRecord => {
      const found = versions.find((v) => v.version === n);
      if (found === undefined) throw versionNotFound(name, n, versions);
      return found;
    };
    const from = pick(fromNumber);
    const to = pick(toNumber);
    const current = { dir: skill.dir, digest: currentDigest };
    const { skillSync } = c.get('services');
    const [fromDir, toDir] = await Promise.all([
      skillSync.versionDir(root, owner, from.digest, current),
      skillSync.versionDir(root, owner, to.digest, current),
    ]);
    if (fromDir === undefined) throw versionNotFound(name, from.version, versions);
    if (toDir === undefined) throw versionNotFound(name, to.version, versions);
    const result = await diffSkillVersions(fromDir, toDir, {
      from: `v${from.version}`,
      to: `v${to.version}`,
    });
    return c.json(
      {
        name,
        from: { version: from.version, digest: from.digest },
        to: { version: to.version, digest: to.digest },
        ...result,
      },
      200,
    );
  });

  app.openapi(remove, async (c) => {
    const { skills, skillSync, audit, vault } = c.get('services');
    const caller = callerOf(c);
    const { skill, root, owner } = await manageable(c, c.req.valid('param').name, 'skill.delete');
    await serialize(`${root}\0${skill.name}`, () =>
      skillSync.change(async () => {
        await assertStillInstalled(skill);
        const digest = await computePackageDigest(skill.dir);
        await versionsOf(c, owner, digest);
        await removeSkillFolder(root, skill.dir);
        // The folder comes back (the record's version) when another node changed the skill meanwhile.
        const history = {
          digest,
          action: 'delete' as const,
          actorId: caller.user.id,
          actorName: caller.user.username,
          restoredVersion: null,
        };
        const change = { kind: 'delete' as const, key: owner, expect: digest };
        if (!(await skillSync.publish(change, { history })).committed) {
          throw changedElsewhere(skill.name, digest);
        }
        skills.invalidate();
        await skills.refreshProjections();
        // A later skill of the same name, perhaps from someone else, must not inherit these secrets.
        await vault.deleteOwner(secretOwnerOf(skill, caller.user.id));
        await audit.record({
          ...auditActor(c),
          action: 'skill.delete',
          target: skill.name,
          outcome: 'ok',
          details: { category: skill.category, digest },
        });
      }),
    );
    return c.json({ deleted: skill.name }, 200);
  });
}
