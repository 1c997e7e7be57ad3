import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import {
  FindingSchema,
  installSkill,
  isSkillportError,
  type SkillCategory,
  SkillportError,
  scanPath,
} from '@skillport/core';
import { ADMIN_ROLE } from '../../authz/index.js';
import { GLOBAL_SCOPE } from '../../db/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../../http/define-route.js';
import { removeSkillFolder, SkillSummarySchema, toSkillSummary } from '../../skills/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json } from '../json-route.js';
import {
  describeStagedSkill,
  InstallPlanSchema,
  SetupScriptSchema,
  type StagedSkill,
} from './install-plan.js';
import {
  runInstallSetup,
  type SetupOutcome,
  SetupOutcomeSchema,
  setupDiagnostic,
} from './run-install-setup.js';
import { withoutServerPaths } from './without-server-paths.js';

/** Archives larger than this are refused before they are read (the extractor has its own limits). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const install = defineRoute({
  method: 'post',
  path: '/api/skills/install',
  access: { permission: 'skills.manage' },
  maxBodyBytes: MAX_UPLOAD_BYTES,
  summary:
    'Install a .skill archive (multipart field "file"; optional field "category": custom for admins, user otherwise), after strict validation and SkillScan. "dryRun": "true" runs every check and answers 200 with the findings and what would be installed, writing nothing; "confirmSetup": "true" is consent to run its setup script (setup.posix) once installed, in the gateway\'s sandbox policy and only with sandbox:execute. A setup that fails or is refused leaves the skill installed (its files passed every check) and is reported in "setup" (code, exit status) and the audit log (skill.setup); without confirmSetup no setup script ever runs',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary' },
              category: { type: 'string', enum: ['custom', 'user'] },
              dryRun: { type: 'string', enum: ['true', 'false'] },
              confirmSetup: { type: 'string', enum: ['true', 'false'] },
            },
          },
        },
      },
    },
  },
  responses: {
    200: json(
      InstallPlanSchema.extend({
        dryRun: z.literal(true),
        digest: z.string(),
        findings: z.array(FindingSchema),
      }),
      'Dry run: every check passed; the findings and what the install would write (nothing was written)',
    ),
    201: json(
      z.object({
        skill: SkillSummarySchema,
        digest: z.string(),
        findings: z.array(FindingSchema),
        setupScripts: z.array(SetupScriptSchema),
        setupConfirmed: z.boolean(),
        setup: SetupOutcomeSchema,
      }),
      'Installed, with the scan findings, its setup scripts and what running them did (run only when setupConfirmed)',
    ),
    ...errors(400, 401, 403, 409, 413, 422),
  },
});

const FORM_FIELDS = new Set(['file', 'category', 'dryRun', 'confirmSetup']);

/** A multipart flag: absent is false; anything but "true"/"false" is refused rather than guessed. */
function flagField(form: Record<string, unknown>, name: string): boolean {
  const value = form[name];
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw uploadInvalid(`The field "${name}" must be "true" or "false".`);
}

function uploadInvalid(message: string): SkillportError {
  return new SkillportError(
    'UPLOAD_INVALID',
    `${message} Send multipart/form-data with the .skill archive in the field "file".`,
  );
}

export function registerSkillManageRoutes(app: GatewayApp): void {
  app.openapi(install, async (c) => {
    const { skills, skillSync, access, audit, config } = c.get('services');
    const caller = callerOf(c);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw uploadInvalid('The upload is not multipart/form-data.');
    }
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw uploadInvalid('The multipart body cannot be read.');
    }
    const unknown = Object.keys(form).filter((key) => !FORM_FIELDS.has(key));
    if (unknown.length > 0) throw uploadInvalid(`Unknown form field(s): ${unknown.slice(0, 5).join(', ')}.`);
    const file = form.file;
    if (!(file instanceof File)) throw uploadInvalid('The field "file" is missing, repeated, or not a file.');
    const requested = form.category;
    if (requested !== undefined && requested !== 'custom' && requested !== 'user') {
      throw uploadInvalid('The field "category" must be "custom" or "user".');
    }
    const dryRun = flagField(form, 'dryRun');
    const confirmSetup = flagField(form, 'confirmSetup');
    const category: SkillCategory = requested ?? (caller.user.role === ADMIN_ROLE ? 'custom' : 'user');
    const root = category === 'custom' ? skills.customRoot : skills.userRoot(caller.user.id);
    const uploads = path.join(config.dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const upload = path.join(uploads, `${randomBytes(12).toString('hex')}.skill`);
    await writeFile(upload, new Uint8Array(await file.arrayBuffer()), { mode: 0o600 });
    const scope = category === 'custom' ? GLOBAL_SCOPE : caller.user.id;
    let result: Awaited<ReturnType<typeof installSkill>>;
    let staged: StagedSkill | undefined;
    try {
      result = await skillSync.change(async () => {
        const installed = await installSkill(upload, {
          root,
          dryRun,
          actor: caller.user.username,
          // Staged as <stage>/skill/<name>: the name is only known once the archive is read, and the
          // authorization check runs here, before anything is committed.
          scan: async (stagedDir, contents) => {
            const name = path.basename(stagedDir);
            if (!(await access.canManageSkill(caller, { name, category }, clientAddress(c)))) {
              throw new SkillportError(
                'AUTHZ_DENIED',
                `You may not install ${category} skill "${name}"; ask an admin.`,
                {
                  details: { name, category },
                },
              );
            }
            staged = await describeStagedSkill(stagedDir, category);
            // The staged folder is private to this request (mkdtemp in the data dir); the scan reads the
            // bytes the extractor wrote there (or lists it afresh when there are none), and the folder is
            // made read-only after the scan and renamed into place as scanned.
            return scanPath(stagedDir, contents ? { contents } : {});
          },
        });
        // A dry run wrote nothing: there is nothing to publish to the other nodes.
        if (dryRun) return installed;
        // Another node may hold this name already: the shared record decides, and the loser's copy goes.
        const key = { scope, category, skill: installed.name };
        const dir = path.join(root, installed.name);
        const change = { kind: 'put' as const, key, digest: installed.digest, expect: null };
        const history = {
          digest: installed.digest,
          action: 'install' as const,
          actorId: caller.user.id,
          actorName: caller.user.username,
          restoredVersion: null,
        };
        if (!(await skillSync.publish(change, { dir, history })).committed) {
          await removeSkillFolder(root, dir);
          throw new SkillportError(
            'SKILL_EXISTS',
            `Skill "${installed.name}" is already installed; choose another name or edit it with PUT /api/skills/custom/${installed.name}.`,
            { details: { name: installed.name } },
          );
        }
        return installed;
      });
    } catch (error) {
      const code = isSkillportError(error) ? error.code : 'HTTP_INTERNAL';
      // A dry run changes nothing: of its refusals only an authorization denial is an audited decision.
      if (!dryRun || code === 'AUTHZ_DENIED') {
        await audit.record({
          ...auditActor(c),
          action: 'skill.install',
          target: file.name.slice(0, 200),
          outcome: isSkillportError(error) && error.kind !== 'internal' ? 'denied' : 'failed',
          details: { category, code, ...(dryRun ? { dryRun } : {}) },
        });
      }
      throw withoutServerPaths(error);
    } finally {
      await rm(upload, { force: true });
    }
    const setupScripts = staged?.setupScripts ?? [];
    if (dryRun) {
      return c.json(
        {
          dryRun: true as const,
          skill: staged!.summary,
          digest: result.digest,
          files: Object.keys(result.files),
          findings: result.findings as z.infer<typeof FindingSchema>[],
          setupScripts,
          dependencies: staged!.dependencies,
        },
        200,
      );
    }
    const setupConfirmed = confirmSetup && setupScripts.length > 0;
    skills.invalidate();
    await skills.refreshProjections();
    const view = await skills.viewFor(caller.user.id);
    const installed = view.get(result.name);
    await audit.record({
      ...auditActor(c),
      action: 'skill.install',
      target: result.name,
      outcome: 'ok',
      details: {
        category,
        digest: result.digest,
        findings: result.findings.length,
        setupScripts: setupScripts.map((script) => script.path),
        setupConfirmed,
      },
    });
    if (installed === undefined) {
      throw new SkillportError(
        'SKILL_INVALID',
        `Skill "${result.name}" was installed but does not load; see GET /api/diagnostics.`,
      );
    }
    const setup: SetupOutcome = setupConfirmed
      ? await runInstallSetup(c, installed)
      : { ran: false, success: true };
    const failed = setupDiagnostic(installed, setup);
    skills.recordSetup(installed, caller.user.id, failed === undefined ? [] : [failed]);
    return c.json(
      {
        skill: toSkillSummary(installed),
        digest: result.digest,
        findings: result.findings as z.infer<typeof FindingSchema>[],
        setupScripts,
        setupConfirmed,
        setup,
      },
      201,
    );
  });
}
