import path from 'node:path';
import { z } from '@hono/zod-openapi';
import {
  type Authorizer,
  DiagnosticLevelSchema,
  readSkillBody,
  renderSkillsPrompt,
  SkillportError,
  searchCatalog,
} from '@skillport/core';
import type { Context } from 'hono';
import { ADMIN_ROLE, principalKey } from '../../authz/index.js';
import { GLOBAL_SCOPE } from '../../db/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayEnv } from '../../http/gateway-env.js';
import {
  DiagnosticsSchema,
  envDiagnostics,
  findVisibleSkill,
  listSkillFiles,
  readSkillFile,
  routedReferences,
  SkillDetailSchema,
  SkillSummarySchema,
  type SkillView,
  toSkillSummary,
} from '../../skills/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody, serialisedJson } from '../json-route.js';
import { diagnosticsForCaller } from './diagnostics-for-caller.js';

const MAX_QUERY_CHARS = 500;
const MAX_SEARCH_LIMIT = 50;
/** Distinct principals (and `enabled` filters) of one user whose listings are kept at once. */
const MAX_LISTINGS_PER_VIEW = 16;

const NameParam = z.object({ name: z.string().min(1).max(200) });

const SkillListSchema = z.object({
  skills: z.array(SkillSummarySchema),
  diagnostics: z.object({ errors: z.number(), warnings: z.number() }),
});

const listSkills = defineRoute({
  method: 'get',
  path: '/api/skills',
  access: { permission: 'skills.read' },
  summary: 'The skills in the caller’s view (their own user skills over the shared ones), with enabled state',
  request: { query: z.strictObject({ enabled: z.enum(['true', 'false']).optional() }) },
  responses: { 200: json(SkillListSchema, 'Skills'), ...errors(400, 401, 403) },
});

const getSkill = defineRoute({
  method: 'get',
  path: '/api/skills/{name}',
  access: { permission: 'skills.read' },
  summary: 'One skill’s metadata and file list',
  request: { params: NameParam },
  responses: { 200: json(SkillDetailSchema, 'The skill'), ...errors(401, 403, 404) },
});

const ContentSchema = z
  .object({
    name: z.string(),
    body: z.string(),
    requiredReferences: z.array(z.string()),
    optionalReferences: z.array(z.string()),
    routed: z.array(z.object({ path: z.string(), content: z.string() })),
  })
  .openapi('SkillContent');

const getContent = defineRoute({
  method: 'get',
  path: '/api/skills/{name}/content',
  access: { permission: 'skills.read' },
  summary: 'The SKILL.md body with its references; `task` appends the documents it routes to',
  request: { params: NameParam, query: z.strictObject({ task: z.string().max(4_000).optional() }) },
  responses: { 200: json(ContentSchema, 'Content'), ...errors(400, 401, 403, 404) },
});

const FileSchema = z
  .object({ path: z.string(), size: z.number(), encoding: z.enum(['utf8', 'base64']), content: z.string() })
  .openapi('SkillFile');

/** Documented with a `{path}` placeholder; served by a wildcard, since a file path has slashes. */
export const skillFileRoute = defineRoute({
  method: 'get',
  path: '/api/skills/{name}/files/{path}',
  access: { permission: 'skills.read' },
  summary:
    'One file inside the skill (the path may contain "/"; no "..", no absolute paths, no escaping links)',
  request: { params: NameParam.extend({ path: z.string() }) },
  responses: { 200: json(FileSchema, 'The file'), ...errors(400, 401, 403, 404) },
});
export const SKILL_FILE_HONO_PATH = '/api/skills/:name/files/*';

const setEnabled = defineRoute({
  method: 'put',
  path: '/api/skills/{name}/enabled',
  access: { permission: 'skills.toggle' },
  summary:
    'Switch a skill on or off: for everyone (public, custom; admin) or for the caller (user, integration)',
  request: {
    params: NameParam,
    body: jsonBody(z.strictObject({ enabled: z.boolean() }).openapi('SetEnabled')),
  },
  responses: {
    200: json(
      z.object({ name: z.string(), enabled: z.boolean(), scope: z.enum(['everyone', 'caller']) }),
      'Switched',
    ),
    ...errors(400, 401, 403, 404, 413, 415),
  },
});

const reload = defineRoute({
  method: 'post',
  path: '/api/skills/reload',
  access: { permission: 'skills.reload' },
  summary: 'Re-scan every skill root and re-read the authorization configuration now (admin)',
  responses: {
    200: json(
      z.object({
        loadedAt: z.string(),
        skills: z.number(),
        diagnostics: z.number(),
        authorization: z.object({ reloaded: z.boolean(), error: z.string().optional() }),
      }),
      'Reloaded',
    ),
    ...errors(401, 403),
  },
});

const diagnostics = defineRoute({
  method: 'get',
  path: '/api/diagnostics',
  access: { permission: 'diagnostics.read' },
  summary: 'Discovery diagnostics of the caller’s view, filtered by level and skill',
  request: {
    query: z.strictObject({
      level: DiagnosticLevelSchema.optional(),
      skill: z.string().min(1).max(200).optional(),
    }),
  },
  responses: {
    200: json(z.object({ diagnostics: DiagnosticsSchema }), 'Diagnostics'),
    ...errors(400, 401, 403),
  },
});

const search = defineRoute({
  method: 'get',
  path: '/api/catalog/search',
  access: { permission: 'catalog.search' },
  summary: 'Catalog search (select:a,b | +tok rest | free text), over enabled skills the caller may see',
  request: {
    query: z.strictObject({
      q: z.string().max(MAX_QUERY_CHARS),
      limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
    }),
  },
  responses: {
    200: json(z.object({ results: z.array(SkillSummarySchema) }), 'Results'),
    ...errors(400, 401, 403),
  },
});

const prompt = defineRoute({
  method: 'get',
  path: '/api/prompt',
  access: { permission: 'prompt.read' },
  summary: 'The skills block of a system prompt for the caller’s view',
  request: {
    query: z.strictObject({
      mode: z.enum(['full', 'index']).default('full'),
      budgetChars: z.coerce.number().int().min(1).max(10_000_000).optional(),
    }),
  },
  responses: {
    200: json(
      z.object({
        mode: z.enum(['full', 'index']),
        text: z.string(),
        included: z.array(z.string()),
        dropped: z.array(z.string()),
        shortened: z.array(z.string()),
      }),
      'Prompt',
    ),
    ...errors(400, 401, 403),
  },
});

/** The caller's view, filtered to what they may list. */
async function visibleView(c: Context<GatewayEnv>) {
  const { skills, access } = c.get('services');
  const caller = callerOf(c);
  const view = await skills.viewFor(caller.user.id);
  return { caller, view, visible: access.visibleSkills(caller, view.skills) };
}

export function registerSkillReadRoutes(app: GatewayApp): void {
  // The serialised listing (≈190 KB for 1,000 skills) is built once per view, authorizer and principal
  // instead of once per request. The view object changes with the snapshot and every enabled switch,
  // the authorizer with every policy reload; the principal (user id, role, attributes) is part of the
  // key, so one caller's listing is never served to another.
  const listings = new WeakMap<
    SkillView,
    { authorizer: Authorizer; bodies: Map<string, Buffer<ArrayBuffer>> }
  >();
  app.openapi(listSkills, async (c) => {
    const { skills, access } = c.get('services');
    const caller = callerOf(c);
    const view = await skills.viewFor(caller.user.id);
    const { enabled } = c.req.valid('query');
    const authorizer = access.authorizer();
    let kept = listings.get(view);
    if (kept === undefined || kept.authorizer !== authorizer) {
      kept = { authorizer, bodies: new Map() };
      listings.set(view, kept);
    }
    const key = `${enabled ?? ''}\0${principalKey(caller.principal)}`;
    let body = kept.bodies.get(key);
    if (body === undefined) {
      const visible = access.visibleSkills(caller, view.skills);
      const listed =
        enabled === undefined ? visible : visible.filter((s) => s.enabled === (enabled === 'true'));
      const count = (level: string) => view.diagnostics.filter((d) => d.level === level).length;
      const list: z.infer<typeof SkillListSchema> = {
        skills: listed.map(toSkillSummary),
        diagnostics: { errors: count('error'), warnings: count('warning') },
      };
      // Kept encoded: every answer would otherwise encode the same 190 KB of text again.
      body = Buffer.from(JSON.stringify(list));
      if (kept.bodies.size >= MAX_LISTINGS_PER_VIEW) kept.bodies.clear();
      kept.bodies.set(key, body);
    }
    return serialisedJson<z.infer<typeof SkillListSchema>>(c, body);
  });

  app.openapi(getSkill, async (c) => {
    const { caller, view } = await visibleView(c);
    const skill = findVisibleSkill(c.get('services').access, caller, view, c.req.valid('param').name);
    const { files, truncated } = await listSkillFiles(skill.dir);
    const fm = skill.frontmatter;
    return c.json(
      {
        ...toSkillSummary(skill),
        ...(fm.license === undefined ? {} : { license: fm.license }),
        ...(fm.compatibility === undefined ? {} : { compatibility: fm.compatibility }),
        ...(fm.author === undefined ? {} : { author: fm.author }),
        ...(fm.allowedTools === undefined ? {} : { allowedTools: fm.allowedTools }),
        requiredSecrets: fm.requiredSecrets,
        references: skill.references,
        ...(skill.config?.runtime === undefined ? {} : { runtime: skill.config.runtime }),
        configBroken: skill.configBroken,
        files,
        filesTruncated: truncated,
      },
      200,
    );
  });

  app.openapi(getContent, async (c) => {
    const { caller, view } = await visibleView(c);
    const skill = findVisibleSkill(c.get('services').access, caller, view, c.req.valid('param').name);
    const body = await readSkillBody(skill);
    const routed = [];
    for (const ref of routedReferences(skill, c.req.valid('query').task)) {
      const file = await readSkillFile(skill, ref).catch(() => undefined);
      if (file?.encoding === 'utf8') routed.push({ path: ref, content: file.content });
    }
    return c.json(
      {
        name: skill.name,
        body,
        requiredReferences: skill.references.required,
        optionalReferences: skill.references.optional,
        routed,
      },
      200,
    );
  });

  app.openAPIRegistry.registerPath(skillFileRoute);
  const [guard, limitBody] = skillFileRoute.middleware;
  app.get(SKILL_FILE_HONO_PATH, guard!, limitBody!, async (c) => {
    const name = c.req.param('name') ?? '';
    const { caller, view } = await visibleView(c);
    const skill = findVisibleSkill(c.get('services').access, caller, view, name);
    const prefix = `/api/skills/${encodeURIComponent(name)}/files/`;
    const raw = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : '';
    let relative: string;
    try {
      relative = decodeURIComponent(raw);
    } catch {
      throw new SkillportError('HTTP_REQUEST_INVALID', 'The file path is not valid percent-encoding.');
    }
    return c.json(await readSkillFile(skill, relative), 200);
  });

  app.openapi(setEnabled, async (c) => {
    const { access, stores, audit, skillSync, skills } = c.get('services');
    const { caller, view } = await visibleView(c);
    const skill = findVisibleSkill(access, caller, view, c.req.valid('param').name);
    const { enabled } = c.req.valid('json');
    const perUser = skill.category === 'user' || skill.category === 'integration';
    if (!perUser && !access.canToggleForEveryone(caller, skill, clientAddress(c))) {
      await audit.record({
        ...auditActor(c),
        action: 'skill.toggle',
        target: skill.name,
        outcome: 'denied',
        details: { enabled },
      });
      throw new SkillportError(
        'AUTHZ_DENIED',
        `Switching ${skill.category} skill "${skill.name}" affects everyone; ask an admin.`,
        { details: { skill: skill.name } },
      );
    }
    await stores.enableState.set({
      scope: perUser ? caller.user.id : GLOBAL_SCOPE,
      skill: skill.name,
      enabled,
      by: caller.user.id,
    });
    // A switched-off skill leaves the trees sandboxes mount before this answer (SPEC §6.4).
    await skills.refreshProjections();
    // Every node reads enabled state per request; the change still goes into the log like any other.
    await skillSync.publish({ kind: 'enable' });
    await audit.record({
      ...auditActor(c),
      action: 'skill.toggle',
      target: skill.name,
      outcome: 'ok',
      details: { enabled, scope: perUser ? 'caller' : 'everyone' },
    });
    return c.json(
      { name: skill.name, enabled, scope: perUser ? ('caller' as const) : ('everyone' as const) },
      200,
    );
  });

  app.openapi(reload, async (c) => {
    const { skills, skillSync, audit, access } = c.get('services');
    const authorization = await access.reloadPolicy();
    await skills.reload();
    await skillSync.publish({ kind: 'reload' });
    const view = await skills.viewFor(callerOf(c).user.id);
    await audit.record({
      ...auditActor(c),
      action: 'skills.reload',
      target: null,
      outcome: 'ok',
      details: {},
    });
    return c.json(
      {
        loadedAt: (skills.lastLoadedAt() ?? new Date()).toISOString(),
        skills: view.skills.length,
        diagnostics: view.diagnostics.length,
        authorization,
      },
      200,
    );
  });

  app.openapi(diagnostics, async (c) => {
    const { caller, view } = await visibleView(c);
    const { level, skill } = c.req.valid('query');
    const access = c.get('services').access;
    // A diagnostic about a loaded skill the caller may not list would reveal it.
    const hidden = (name: string) => {
      const loaded = view.get(name);
      return loaded !== undefined && access.visibleSkills(caller, [loaded]).length === 0;
    };
    const visible = access.visibleSkills(caller, view.skills);
    const stored = await c.get('services').vault.storedNamesByOwner([GLOBAL_SCOPE, caller.user.id]);
    const admin = caller.user.role === ADMIN_ROLE;
    const all = [
      ...(admin ? access.policyDiagnostics() : []),
      ...view.diagnostics,
      ...envDiagnostics(visible, stored, caller.user.id),
      ...c.get('services').skills.setupDiagnostics(visible, caller.user.id),
    ];
    const list = all.filter(
      (d) =>
        (level === undefined || d.level === level) &&
        (skill === undefined || d.skill === skill) &&
        (d.skill === undefined || !hidden(d.skill)),
    );
    const { skills, config } = c.get('services');
    const shown = diagnosticsForCaller(list, {
      admin,
      // The caller's own and the shared roots; anything else under the data folder is shown below it.
      roots: [
        skills.userRoot(caller.user.id),
        skills.customRoot,
        path.dirname(skills.customRoot),
        config.dataDir,
        ...(config.publicSkillsDir === null ? [] : [config.publicSkillsDir]),
      ],
    });
    return c.json({ diagnostics: shown }, 200);
  });

  app.openapi(search, async (c) => {
    const { visible } = await visibleView(c);
    const { q, limit } = c.req.valid('query');
    const results = searchCatalog(visible, q, limit === undefined ? {} : { limit });
    return c.json({ results: results.map(toSkillSummary) }, 200);
  });

  app.openapi(prompt, async (c) => {
    const { visible } = await visibleView(c);
    const { mode, budgetChars } = c.req.valid('query');
    const rendered = renderSkillsPrompt(visible, {
      mode,
      ...(budgetChars === undefined ? {} : { budgetChars }),
    });
    return c.json({ mode, ...rendered }, 200);
  });
}
