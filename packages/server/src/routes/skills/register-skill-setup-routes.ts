import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { type Diagnostic, prepareSkillEnvironment, SkillportError } from '@skillport/core';
import { ADMIN_ROLE } from '../../authz/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../../http/define-route.js';
import { DiagnosticsSchema, findVisibleSkill } from '../../skills/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';
import { diagnosticsForCaller } from './diagnostics-for-caller.js';
import { runInstallSetup, SetupOutcomeSchema, setupDiagnostic } from './run-install-setup.js';

const setup = defineRoute({
  method: 'post',
  path: '/api/skills/{name}/setup',
  access: { permission: 'skills.manage' },
  summary:
    'Set a skill up again (SPEC §6.3): prepare its declared environments (python3 -m venv .venv + pip, npm install; contained and offline unless the gateway allows network) and, with "confirm": true, run its setup script (archive-installed skills only, in the sandbox, 120 s). For whoever may manage the skill, with sandbox:execute. A failure is reported here and as diagnostics on the skill (GET /api/diagnostics?skill=), never a half-installed skill: a failed environment keeps the previous one, a failed script is rolled back, so this can be called again once the cause is fixed',
  request: {
    params: z.object({ name: z.string().min(1).max(200) }),
    body: jsonBody(z.strictObject({ confirm: z.boolean().optional() }).openapi('SetupSkill')),
  },
  responses: {
    200: json(
      z.object({
        environment: z.object({ ok: z.boolean(), diagnostics: DiagnosticsSchema }),
        setup: SetupOutcomeSchema,
      }),
      'What each step did; `ok` / `success` false carry the reason',
    ),
    ...errors(400, 401, 403, 404, 415),
  },
});

export function registerSkillSetupRoutes(app: GatewayApp): void {
  app.openapi(setup, async (c) => {
    const { skills, access, audit, config } = c.get('services');
    const caller = callerOf(c);
    const view = await skills.viewFor(caller.user.id);
    const skill = findVisibleSkill(access, caller, view, c.req.valid('param').name);
    if (!(await access.canManageSkill(caller, skill, clientAddress(c)))) {
      await audit.record({
        ...auditActor(c),
        action: 'skill.setup',
        target: skill.name,
        outcome: 'denied',
        details: {},
      });
      throw new SkillportError(
        'AUTHZ_DENIED',
        `You may not set up ${skill.category} skill "${skill.name}"; ask an admin.`,
        { details: { name: skill.name } },
      );
    }
    // Installers run package code: the same sandbox:execute decision as the setup script and runs.
    await access.executionAuthorizer().checkAsync({
      principal: caller.principal,
      resource: 'sandbox',
      action: 'execute',
      target: skill.name,
    });
    const environment = await prepareSkillEnvironment(skill, {
      sandbox: config.execution.sandbox,
      requireSandbox: config.execution.requireSandbox,
      allowNetwork: config.execution.allowNetwork,
    });
    const confirmed = c.req.valid('json').confirm === true;
    const script = skill.config?.setup?.posix !== undefined;
    const outcome = confirmed && script ? await runInstallSetup(c, skill) : { ran: false, success: true };
    const diagnostics: Diagnostic[] = [...environment.diagnostics];
    const failed = setupDiagnostic(skill, outcome);
    if (failed !== undefined) diagnostics.push(failed);
    skills.recordSetup(skill, caller.user.id, diagnostics);
    // The skill's tree holds mount points for the environments it has now.
    await skills.refreshProjections();
    await audit.record({
      ...auditActor(c),
      action: 'skill.environment',
      target: skill.name,
      outcome: environment.ok ? 'ok' : 'failed',
      details: { category: skill.category, codes: environment.diagnostics.map((d) => d.code) },
    });
    return c.json(
      {
        environment: {
          ok: environment.ok,
          diagnostics: diagnosticsForCaller(environment.diagnostics, {
            admin: caller.user.role === ADMIN_ROLE,
            roots: [
              skills.userRoot(caller.user.id),
              skills.customRoot,
              path.dirname(skills.customRoot),
              config.dataDir,
              ...(config.publicSkillsDir === null ? [] : [config.publicSkillsDir]),
            ],
          }),
        },
        setup: outcome,
      },
      200,
    );
  });
}
