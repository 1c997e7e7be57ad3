import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ActiveSkillRef,
  type Authorizer,
  bindSkillSecrets,
  computeToolPolicy,
  createAuthorizer,
  DISCOVERY_TOOL_NAMES,
  type ExecutionAuditEvent,
  environmentMounts,
  executeSkill,
  isSkillportError,
  maskSecrets,
  type Principal,
  type PromptMode,
  parseSlashCommand,
  recordSkillLoad,
  renderSkillDetails,
  renderSkillsPrompt,
  resolveActivation,
  revalidateSkillContext,
  runSandboxedCommand,
  type SandboxMode,
  type SandboxPool,
  type SecretActivation,
  type Skill,
  type SkillContext,
  type SkillMount,
  SkillportError,
  searchCatalog,
  type ToolPolicy,
} from '@skillport/core';
import { listSkillFiles, type SkillFile } from '../tools/list-skill-files.js';
import { readSkillFile } from '../tools/read-skill-file.js';
import { renderSkillRead } from '../tools/render-skill-read.js';
import { runReviewTool } from '../tools/run-review-tool.js';
import { type SearchableTool, searchTools } from '../tools/search-tools.js';
import {
  DEFAULT_TOOL_SEARCH_RESULTS,
  SKILL_TOOL_NAMES,
  type SkillToolName,
  TOOL_DESCRIPTIONS,
  TOOL_INPUT_SCHEMAS,
  type ToolJsonSchema,
  toolJsonSchema,
} from '../tools/tool-definitions.js';
import { wrapUntrusted } from '../tools/wrap-untrusted.js';

/** The principal used when the caller names none: a local user, for runs where authorization is off. */
export const LOCAL_PRINCIPAL: Principal = Object.freeze({
  userId: 'local',
  role: null,
  isInternal: false,
  attributes: Object.freeze({}),
});

/**
 * Where the runtime reads the caller's skills: a core `SkillRegistry`, or any view with the same `get()`
 * (the gateway's per-user view). A new object from `get()` means the skills changed.
 */
export interface SkillSource {
  get(): Promise<{ readonly skills: readonly Skill[] }>;
}

export interface SkillRuntimeOptions {
  registry: SkillSource;
  /** One authorizer for both layers of the run (SPEC §4). Default: authorization disabled. */
  authorizer?: Authorizer;
  principal?: Principal;
  /**
   * Who asks and under which policy, read again before each model call instead of fixed for the run:
   * for sessions that outlive a policy reload or a change of the caller's role (the gateway's MCP
   * sessions), so a revoked permission is not kept alive by an open session. Replaces `authorizer` and
   * `principal`; each call's two layers still use one authorizer and one principal.
   */
  access?: () => RuntimeAccess;
  /** An agent profile's skill allowlist: limits discovery, activation and describe. Omitted = all. */
  allowlist?: readonly string[];
  /** An agent profile's tool set (non-discovery tools). Omitted = every skill tool. */
  tools?: readonly string[];
  /** Request-scoped secrets (name → value); bound per skill at call time, never shown to the model. */
  secrets?: Record<string, string>;
  /** Durable skill_context from earlier turns. */
  skillContext?: SkillContext;
  maxSkillContextEntries?: number;
  /** Skill block of the system prompt: `full` (default) or `index`. */
  promptMode?: PromptMode;
  budgetChars?: number;
  maxFileBytes?: number;
  /** Request-scoped secrets switched on (default: on when `secrets` are given). */
  secretsEnabled?: boolean;
  /** Execution policy for `execute_skill` and `bash`. */
  execution?: ExecutionPolicy;
  /** Whether `review_skill {path}` may read paths on disk (local CLI/MCP: yes; gateway: no). Default false. */
  reviewPaths?: boolean;
  /**
   * The host's own tools beside the skill tools: filtered like them (skill policy, then `tool:call`), so
   * `PreparedCall.hostTools` and `tool_search` hold only those this caller may use. The host runs them.
   */
  hostTools?: readonly HostTool[];
}

export interface RuntimeAccess {
  authorizer: Authorizer;
  principal: Principal;
}

export interface HostTool {
  name: string;
  description?: string;
  inputSchema?: ToolJsonSchema;
}

export interface ExecutionPolicy {
  sandbox?: SandboxMode;
  requireSandbox?: boolean;
  allowNetwork?: boolean;
  timeoutMs?: number;
  onAudit?: (event: ExecutionAuditEvent) => void;
  /**
   * The host folder a sandbox mounts as this skill: the gateway's enabled-only projection (SPEC §6.4),
   * held until `release` (called when the tool call ends). A folder that no longer exists means the
   * skill was switched off or removed: execute_skill refuses, bash leaves it out. Omitted: the skill's
   * own folder.
   */
  skillMount?: (skill: Skill) => Promise<{ dir: string; release(): void }>;
  /**
   * Warm bubblewrap sandboxes (core's `createSandboxPool`), shared across runs: for execute_skill, and
   * for bash commands run in a skill folder (a scratch folder differs per command, so those never match).
   */
  sandboxPool?: SandboxPool;
  /**
   * The values the host keeps for a skill (the gateway's vault), bound when execute_skill runs that skill,
   * beside the request-scoped ones (which win on a name clash, as on the gateway's execute route). Never
   * bound for bash, whose command the model or client writes.
   */
  storedSecrets?: (skill: Skill) => Promise<Record<string, string>>;
  /** One event per bash command that ran or could not start; never the command text or its output. */
  onCommandAudit?: (event: CommandAuditEvent) => void;
}

export interface CommandAuditEvent {
  type: 'sandbox.command';
  /** Milliseconds since the epoch. */
  at: number;
  /** The toolkit skill the command was attributed to (its env and secrets), if any. */
  skill: string | null;
  userId: string | null;
  durationMs: number;
  success: boolean;
  exitCode: number | null;
  timedOut: boolean;
  errorCode?: string;
  sandbox: 'bwrap' | 'none' | null;
}

export interface OfferedTool {
  name: string;
  description: string;
  inputSchema: ToolJsonSchema;
}

export interface PreparedCall {
  /** The skills block (and the slash-activated skill, when any) for the system prompt. */
  system: string;
  tools: OfferedTool[];
  /** The host tools (option `hostTools`) this call may use, after the skill policy and `tool:call`. */
  hostTools: string[];
  policy: ToolPolicy;
  /** Skill-context entries dropped by this call's re-check (disabled, unauthorized, …). */
  dropped: { name: string; reason: string }[];
}

export interface ToolCallResult {
  ok: boolean;
  /** Text for the model: the result, or what went wrong and what to do. Never holds a secret value. */
  content: string;
  error?: { code: string; message: string };
}

export interface TurnStart {
  /** The skill a slash command activated for this turn. */
  activated?: { name: string; task: string };
}

export interface SkillRuntime {
  /** Starts a user turn: a `/skill task` message activates that skill for the run (slash dominance). */
  startTurn(message: string): Promise<TurnStart>;
  /** Activates a skill for the run as if the user typed `/name task` (MCP prompts). */
  activate(name: string, task?: string): Promise<TurnStart>;
  /**
   * The per-call pipeline; run before every model call. `system: false` skips rendering the prompt
   * (MCP hosts build their own), which is most of the cost on a large catalog.
   */
  prepareCall(options?: { system?: boolean }): Promise<PreparedCall>;
  /** Runs a tool the model named; refuses (without running) anything the current call does not offer. */
  callTool(name: string, args: unknown, options?: { signal?: AbortSignal }): Promise<ToolCallResult>;
  skillContext(): SkillContext;
  /** The skills this caller may see (allowlist and authorization Layer 1); hidden ones are absent. */
  listSkills(): Promise<readonly Skill[]>;
  /** Every supplied secret value, for masking text that leaves the run. */
  secretValues(): string[];
}

interface CallState {
  /** The authorizer and principal of this call: Layer 1 filtered with them, Layer 2 re-checks with them. */
  access: RuntimeAccess;
  skills: readonly Skill[];
  byName: Map<string, Skill>;
  offered: Set<string>;
  prepared: PreparedCall;
  /** describe_skill answers for this view (a pure function of skills and query), bounded. */
  describeCache: Map<string, string>;
  /** Skill file listings for this view; a miss re-walks, so a file added since is still found. */
  fileLists: Map<string, SkillFile[]>;
  /** What tool_search picks from: this call's offered tools (itself aside) and host tools, nothing else. */
  searchable: SearchableTool[];
}

const MAX_DESCRIBE_CACHE_ENTRIES = 256;

const INDEX_HINT =
  'Skills by name. Call describe_skill with a name, "select:a,b" or search words to get descriptions before using one; call read_skill to load one.';

export function createSkillRuntime(options: SkillRuntimeOptions): SkillRuntime {
  let access: RuntimeAccess = options.access?.() ?? {
    authorizer: options.authorizer ?? createAuthorizer({ enabled: false }),
    principal: options.principal ?? LOCAL_PRINCIPAL,
  };
  const secrets = { ...(options.secrets ?? {}) };
  const maxEntries = options.maxSkillContextEntries;
  let context: SkillContext = options.skillContext ?? { entries: [] };
  let slash: { name: string; task: string } | undefined;
  let current: CallState | undefined;

  const allowed = (by: RuntimeAccess, skill: Skill, action: 'activate') =>
    by.authorizer.decide({ principal: by.principal, resource: 'skill', action, target: skill.name }).allow ===
    true;

  /** The newest access (option `access`); a change drops everything decided under the old one. */
  const refreshAccess = (): RuntimeAccess => {
    const next = options.access?.();
    if (next === undefined || (next.authorizer === access.authorizer && next.principal === access.principal))
      return access;
    access = { authorizer: next.authorizer, principal: next.principal };
    visible = undefined;
    memo = undefined;
    current = undefined;
    return access;
  };

  /** Layer 1 for skills: the allowlist, then the provider; hidden is absent from here on. */
  // Filtered once per registry snapshot and access: both are fixed between changes.
  let visible: { snapshot: unknown; access: RuntimeAccess; skills: readonly Skill[] } | undefined;
  const view = async (): Promise<{ skills: readonly Skill[]; access: RuntimeAccess }> => {
    const by = refreshAccess();
    const snapshot = await options.registry.get();
    if (visible?.snapshot === snapshot && visible.access === by) return visible;
    const listed = options.allowlist
      ? snapshot.skills.filter((skill) => options.allowlist?.includes(skill.name))
      : snapshot.skills;
    const skills = by.authorizer.filterSkills(by.principal, listed);
    visible = { snapshot, access: by, skills };
    return visible;
  };
  const visibleSkills = async (): Promise<readonly Skill[]> => (await view()).skills;
  /** The last call's pipeline result, reused while its inputs (skills, context, activation) are the same. */
  let memo:
    | {
        access: RuntimeAccess;
        skills: readonly Skill[];
        context: SkillContext;
        slash: typeof slash;
        system: boolean;
        state: CallState;
      }
    | undefined;

  const record = (name: string, source: 'slash' | 'autonomous', skill: Skill) => {
    context = recordSkillLoad(
      context,
      { name, source, skillFile: skill.skillFile },
      maxEntries === undefined ? {} : { max: maxEntries },
    );
  };

  const activate = async (name: string, task = ''): Promise<TurnStart> => {
    const { skills, access: by } = await view();
    const activation = resolveActivation(
      { kind: 'skill', name, task },
      skills,
      options.allowlist ? { allowlist: options.allowlist } : {},
    );
    if (activation === undefined) return {};
    by.authorizer.check({
      principal: by.principal,
      resource: 'skill',
      action: 'activate',
      target: activation.skill.name,
    });
    slash = { name: activation.skill.name, task: activation.task };
    record(activation.skill.name, 'slash', activation.skill);
    current = undefined;
    return { activated: slash };
  };

  const prepareCall = async (callOptions: { system?: boolean } = {}): Promise<PreparedCall> => {
    let skills: readonly Skill[] = [];
    let by = access;
    let registryFailed = false;
    try {
      ({ skills, access: by } = await view());
    } catch {
      registryFailed = true;
      by = refreshAccess();
    }
    const { authorizer, principal } = by;
    const withSystem = callOptions.system !== false;
    if (
      !registryFailed &&
      memo !== undefined &&
      memo.access === by &&
      memo.skills === skills &&
      memo.context === context &&
      memo.slash === slash &&
      memo.system === withSystem
    ) {
      current = memo.state;
      return memo.state.prepared;
    }
    const contextIn = context;
    const byName = new Map(skills.map((skill) => [skill.name, skill] as const));
    const lookup = (name: string) => {
      if (registryFailed) throw new Error('skill registry unavailable');
      return byName.get(name);
    };

    // Durable skill_context: every entry re-checked for enabled + authorized before it counts.
    let dropped: PreparedCall['dropped'] = [];
    let entries = context.entries;
    let contextFailed = false;
    try {
      const revalidated = revalidateSkillContext(context, lookup, (skill) => allowed(by, skill, 'activate'));
      context = revalidated.context;
      entries = revalidated.context.entries;
      dropped = revalidated.dropped;
    } catch {
      contextFailed = true;
    }

    // A slash activation dominates for its run; earlier turns' slash entries count as loaded skills.
    const active: ActiveSkillRef[] = entries.map((entry) => ({
      name: entry.name,
      source: slash !== undefined && entry.name === slash.name ? 'slash' : 'autonomous',
    }));
    const policy: ToolPolicy = contextFailed
      ? {
          restricted: true,
          allowed: [...DISCOVERY_TOOL_NAMES],
          reason: 'skill_context could not be re-checked',
        }
      : computeToolPolicy({ activeSkills: active, registry: lookup });

    const available = (name: SkillToolName): boolean => {
      // Offered when the caller can see a compute-entry skill; whether they may run it is decided once,
      // by executeSkill (skill:execute and sandbox:execute), not per model call here.
      if (name === 'execute_skill')
        return skills.some((s) => s.enabled && s.classification === 'compute-entry');
      if (name === 'bash') return skills.some((s) => s.enabled && s.classification === 'compute-toolkit');
      return true;
    };
    const inProfile = (name: SkillToolName): boolean =>
      DISCOVERY_TOOL_NAMES.includes(name) || options.tools === undefined || options.tools.includes(name);
    const candidates = SKILL_TOOL_NAMES.filter((name) => available(name) && inProfile(name));
    const inPolicy = candidates.filter((name) => !policy.restricted || policy.allowed.includes(name));
    const offered = authorizer.filterTools(principal, inPolicy);
    const skillToolNames: readonly string[] = SKILL_TOOL_NAMES;
    const hostTools = authorizer.filterTools(
      principal,
      (options.hostTools ?? []).filter(
        (tool) =>
          !skillToolNames.includes(tool.name) && (!policy.restricted || policy.allowed.includes(tool.name)),
      ),
    );

    let system = '';
    const block =
      callOptions.system === false
        ? ''
        : renderSkillsPrompt(skills, {
            mode: options.promptMode ?? 'full',
            ...(options.budgetChars === undefined ? {} : { budgetChars: options.budgetChars }),
          }).text;
    if (block !== '') system = options.promptMode === 'index' ? `${INDEX_HINT}\n${block}` : block;
    const slashSkill = slash === undefined ? undefined : byName.get(slash.name);
    const showSlash = callOptions.system !== false && slash !== undefined && slashSkill?.enabled === true;
    if (
      showSlash &&
      slash !== undefined &&
      slashSkill !== undefined &&
      entries.some((e) => e.name === slash?.name)
    ) {
      const read = await renderSkillRead(slashSkill, {
        task: slash.task,
        ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
      });
      const note = `The user activated the skill "${slash.name}" for this task. Follow it.`;
      system += `${system === '' ? '' : '\n\n'}${wrapUntrusted('activated_skill', { name: slash.name }, `${note}\n${read}`)}`;
    }

    const prepared: PreparedCall = {
      system,
      tools: offered.map((name) => ({
        name,
        description: TOOL_DESCRIPTIONS[name],
        inputSchema: toolJsonSchema(name),
      })),
      hostTools: hostTools.map((tool) => tool.name),
      policy,
      dropped,
    };
    const searchable: SearchableTool[] = [
      ...prepared.tools.filter((tool) => tool.name !== 'tool_search'),
      ...hostTools.map((tool) => ({
        name: tool.name,
        description: tool.description ?? '',
        ...(tool.inputSchema === undefined ? {} : { inputSchema: tool.inputSchema }),
      })),
    ];
    current = {
      access: by,
      skills,
      byName,
      offered: new Set(offered),
      prepared,
      describeCache: new Map(),
      fileLists: new Map(),
      searchable,
    };
    memo = registryFailed
      ? undefined
      : { access: by, skills, context: contextIn, slash, system: withSystem, state: current };
    return prepared;
  };

  /** A skill the caller may use with `action`; a forbidden skill is reported exactly like a missing one. */
  const skillFor = (state: CallState, name: string, action: 'activate' | 'list'): Skill => {
    const skill = state.byName.get(name);
    if (
      skill === undefined ||
      !skill.enabled ||
      (action === 'activate' && !allowed(state.access, skill, action))
    ) {
      throw new SkillportError(
        'SKILL_NOT_FOUND',
        `No skill named "${name}"; call describe_skill to find one.`,
        {
          details: { name },
        },
      );
    }
    return skill;
  };

  const executionPolicy = () => {
    const {
      onAudit,
      skillMount: _mount,
      storedSecrets: _stored,
      onCommandAudit: _command,
      ...rest
    } = options.execution ?? {};
    return { ...rest, ...(onAudit ? { onAudit } : {}) };
  };
  const skillMount = options.execution?.skillMount;
  const storedFor = async (skill: Skill | undefined): Promise<Record<string, string>> =>
    skill === undefined || options.execution?.storedSecrets === undefined
      ? {}
      : await options.execution.storedSecrets(skill);
  const auditCommand = (event: Omit<CommandAuditEvent, 'type' | 'at'>) => {
    try {
      options.execution?.onCommandAudit?.({ type: 'sandbox.command', at: Date.now(), ...event });
    } catch {
      // An audit sink failure must not change the outcome the model sees.
    }
  };

  /** Request-scoped secret binding (SPEC §7), decided by core for this skill and how the run reached it. */
  const bindFor = (skill: Skill) => {
    const entry = context.entries.find((e) => e.name === skill.name);
    const activation: SecretActivation =
      slash?.name === skill.name ? 'slash' : entry !== undefined ? 'autonomous' : 'none';
    return bindSkillSecrets({
      skill,
      enabled: options.secretsEnabled ?? options.secrets !== undefined,
      supplied: secrets,
      activation,
    });
  };

  const handlers: Record<
    SkillToolName,
    (state: CallState, input: never, signal?: AbortSignal) => Promise<string>
  > = {
    describe_skill: async (state, input: { query: string }) => {
      const known = state.describeCache.get(input.query);
      if (known !== undefined) return known;
      const text = renderSkillDetails(searchCatalog(state.skills, input.query));
      if (state.describeCache.size >= MAX_DESCRIBE_CACHE_ENTRIES) state.describeCache.clear();
      state.describeCache.set(input.query, text);
      return text;
    },
    tool_search: async (state, input: { query: string; limit?: number }) => {
      const tools = searchTools(state.searchable, input.query, input.limit ?? DEFAULT_TOOL_SEARCH_RESULTS);
      return JSON.stringify({
        tools,
        ...(tools.length === 0
          ? { note: 'No tool you can use matches; try other words, or "select:name".' }
          : {}),
      });
    },
    read_skill: async (state, input: { name: string; task?: string }) => {
      const skill = skillFor(state, input.name, 'activate');
      const text = await renderSkillRead(skill, {
        ...(input.task === undefined ? {} : { task: input.task }),
        ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
      });
      if (!context.entries.some((e) => e.name === skill.name && e.source === 'slash')) {
        record(skill.name, 'autonomous', skill);
      }
      // The loaded skill's allowed-tools apply from the next model call on.
      current = undefined;
      return text;
    },
    read_skill_file: async (state, input: { name: string; path: string }) => {
      const skill = skillFor(state, input.name, 'activate');
      const file = await readSkillFile(skill, input.path, {
        ...(options.maxFileBytes === undefined ? {} : { maxBytes: options.maxFileBytes }),
        listFiles: async (fresh) => {
          const known = fresh ? undefined : state.fileLists.get(skill.name);
          if (known) return known;
          const files = await listSkillFiles(skill);
          state.fileLists.set(skill.name, files);
          return files;
        },
      });
      return wrapUntrusted('skill_file', { skill: skill.name, path: file.path }, file.text);
    },
    review_skill: async (state, input: { name?: string; path?: string }) => {
      if (input.path !== undefined && options.reviewPaths !== true) {
        throw new SkillportError(
          'TOOL_INPUT_INVALID',
          'review_skill by path is not available here; pass a skill name.',
          {
            details: { field: 'path' },
          },
        );
      }
      // Looked up for listing only: reviewing never activates, binds secrets or applies allowed-tools.
      const target = input.name === undefined ? undefined : state.byName.get(input.name);
      if (input.name !== undefined && target === undefined) {
        throw new SkillportError(
          'SKILL_NOT_FOUND',
          `No skill named "${input.name}"; call describe_skill to find one.`,
          {
            details: { name: input.name },
          },
        );
      }
      return runReviewTool(target?.dir ?? (input.path as string));
    },
    execute_skill: async (
      state,
      input: { name: string; input: Record<string, unknown> },
      signal?: AbortSignal,
    ) => {
      const skill = skillFor(state, input.name, 'list');
      if (skill.classification !== 'compute-entry') {
        throw new SkillportError(
          'TOOL_INPUT_INVALID',
          `Skill "${skill.name}" is a ${skill.classification} skill, not a compute-entry skill; read it with read_skill instead.`,
          { details: { field: 'name' } },
        );
      }
      const bound = bindFor(skill);
      const stored = await storedFor(skill);
      const mount = skillMount ? await skillMount(skill) : undefined;
      const result = await executeSkill({
        skill,
        input: input.input,
        authorizer: state.access.authorizer,
        principal: state.access.principal,
        secrets: { ...stored, ...bound.values },
        ...executionPolicy(),
        ...(mount ? { mountDir: mount.dir } : {}),
        ...(signal ? { signal } : {}),
      }).finally(() => mount?.release());
      const { logs, ...rest } = result;
      // The runner masks what it bound; masking the stored values again costs little and covers them
      // should any reach the answer another way.
      return maskSecrets(
        JSON.stringify({
          ...rest,
          ...(logs ? { logs: logs.slice(-4000) } : {}),
          ...(bound.refused.length > 0 ? { secretsNotBound: bound.refused } : {}),
        }),
        Object.values(stored),
      );
    },
    bash: async (state, input: { command: string; cwd?: string }, signal?: AbortSignal) => {
      const toolkits = state.skills.filter((s) => s.enabled && s.classification === 'compute-toolkit');
      if (input.cwd !== undefined && !toolkits.some((s) => isUnder(s.dir, input.cwd as string))) {
        throw new SkillportError(
          'TOOL_INPUT_INVALID',
          'bash cwd must be a toolkit skill folder (or leave it out).',
          {
            details: { field: 'cwd' },
          },
        );
      }
      // A script inside a skill folder (strict path prefix) gets that skill's env and bound secrets;
      // a command touching several skills, or none, gets neither.
      const words = input.command.split(/[\s;|&()<>'"`=]+/);
      const touched = toolkits.filter(
        (s) =>
          (input.cwd !== undefined && isUnder(s.dir, input.cwd)) ||
          words.some((w) => w.startsWith(`${s.dir}/`)),
      );
      const skill = touched.length === 1 ? touched[0] : undefined;
      state.access.authorizer.check({
        principal: state.access.principal,
        resource: 'sandbox',
        action: 'execute',
        target: skill?.name ?? 'bash',
      });
      const env: Record<string, string> = {};
      for (const entry of skill?.config?.env ?? []) {
        if (!entry.secret && entry.default !== undefined) env[entry.name] = entry.default;
      }
      const bound = skill ? bindFor(skill) : { values: {}, refused: [] };
      // Not bound (below); masked all the same, should a value reach the output another way.
      const stored = await storedFor(skill);
      const policy = executionPolicy();
      const held: { dir: string; release(): void }[] = [];
      // Without a cwd the command gets a scratch folder of its own, removed when the call ends: nothing a
      // command leaves there outlives its call.
      let scratch: string | undefined;
      let result: Awaited<ReturnType<typeof runSandboxedCommand>>;
      const started = performance.now();
      const audited = { skill: skill?.name ?? null, userId: state.access.principal.userId };
      try {
        if (skillMount) for (const toolkit of toolkits) held.push(await skillMount(toolkit));
        scratch = input.cwd === undefined ? await mkdtemp(join(tmpdir(), 'skillport-bash-')) : undefined;
        const work = scratch === undefined ? undefined : await scratchFolder(scratch);
        result = await runSandboxedCommand({
          command: input.command,
          cwd: input.cwd ?? (work as string),
          env,
          // Never the host's stored values: the command is whatever the model or client wrote, so a value
          // bound here is a value handed to the caller (`printenv KEY | rev` passes any masking). Stored
          // values reach only a skill's own entry point, through execute_skill.
          secrets: bound.values,
          // Skill folders stay read-only, the cwd's included: scripts write to /tmp.
          ...(skillMount
            ? { readOnlyMounts: await projectedMounts(toolkits, held) }
            : { readOnlyPaths: toolkits.map((s) => s.dir) }),
          ...(policy.sandbox ? { sandbox: policy.sandbox } : {}),
          ...(policy.requireSandbox !== undefined ? { requireSandbox: policy.requireSandbox } : {}),
          ...(policy.allowNetwork !== undefined ? { allowNetwork: policy.allowNetwork } : {}),
          ...(policy.timeoutMs !== undefined ? { timeoutMs: policy.timeoutMs } : {}),
          // Only in a skill folder is the layout the same from one command to the next.
          ...(policy.sandboxPool !== undefined && input.cwd !== undefined
            ? { sandboxPool: policy.sandboxPool }
            : {}),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        auditCommand({
          ...audited,
          durationMs: performance.now() - started,
          success: false,
          exitCode: null,
          timedOut: false,
          errorCode: isSkillportError(error) ? error.code : 'TOOL_FAILED',
          sandbox: null,
        });
        throw error;
      } finally {
        for (const mount of held) mount.release();
        if (scratch !== undefined) await rm(scratch, { recursive: true, force: true, maxRetries: 3 });
      }
      auditCommand({
        ...audited,
        durationMs: result.durationMs,
        success: result.exitCode === 0 && !result.timedOut,
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        sandbox: result.sandbox,
      });
      return maskSecrets(
        JSON.stringify({
          exitCode: result.exitCode,
          timedOut: result.timedOut,
          truncated: result.truncated,
          stdout: result.stdout,
          stderr: result.stderr.slice(-4000),
          sandbox: result.sandbox,
        }),
        Object.values(stored),
      );
    },
  };

  // Every supplied value is masked in whatever goes back to the model, bound or not.
  const mask = (text: string): string => maskSecrets(text, Object.values(secrets));

  const failure = (code: string | undefined, message: string): ToolCallResult => {
    const safe = mask(message);
    return {
      ok: false,
      content: `Error${code === undefined ? '' : ` ${code}`}: ${safe}`,
      error: { code: code ?? 'TOOL_FAILED', message: safe },
    };
  };

  const callTool = async (
    name: string,
    args: unknown,
    callOptions: { signal?: AbortSignal } = {},
  ): Promise<ToolCallResult> => {
    if (current === undefined) await prepareCall();
    const state = current as CallState | undefined;
    if (state === undefined) return failure('TOOL_NOT_AVAILABLE', 'no tools are offered');
    // Layer "policy": only what this call offered runs, whatever the model wrote.
    if (!state.offered.has(name)) {
      return failure(
        'TOOL_NOT_AVAILABLE',
        `The tool "${name}" is not available for this call; use one of: ${[...state.offered].join(', ') || 'none'}.`,
      );
    }
    try {
      // Layer 2: the same authorizer and principal re-check at call time.
      state.access.authorizer.check({
        principal: state.access.principal,
        resource: 'tool',
        action: 'call',
        target: name,
      });
      const toolName = name as SkillToolName;
      const parsed = TOOL_INPUT_SCHEMAS[toolName].safeParse(args ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || '(input)';
        throw new SkillportError(
          'TOOL_INPUT_INVALID',
          `${name}: ${field}: ${issue?.message ?? 'invalid input'}`,
          {
            details: { field },
          },
        );
      }
      const content = await handlers[toolName](state, parsed.data as never, callOptions.signal);
      return { ok: true, content: mask(content) };
    } catch (error) {
      if (isSkillportError(error)) return failure(error.code, error.message);
      return failure(undefined, `${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    startTurn: async (message) => {
      slash = undefined;
      current = undefined;
      const parsed = parseSlashCommand(message);
      if (parsed.kind === 'skill') return activate(parsed.name, parsed.task);
      if (parsed.kind === 'reserved') resolveActivation(parsed, []);
      return {};
    },
    activate,
    prepareCall,
    callTool,
    skillContext: () => context,
    listSkills: visibleSkills,
    secretValues: () => Object.values(secrets).filter((v) => v.length > 0),
  };
}

/**
 * Each toolkit skill's projected folder at the skill's own path, with its prepared environments on top;
 * a skill whose folder left the projection (switched off since this call's view) is not mounted.
 */
async function projectedMounts(
  skills: readonly Skill[],
  held: readonly { dir: string }[],
): Promise<SkillMount[]> {
  const mounts: SkillMount[] = [];
  for (const [i, skill] of skills.entries()) {
    const source = await realpath(held[i]?.dir ?? '').catch(() => undefined);
    if (source === undefined) continue;
    mounts.push({ source, target: skill.dir }, ...(await environmentMounts(skill.realDir, skill.dir)));
  }
  return mounts;
}

/**
 * The writable folder inside a fresh private one. As root the sandboxed command runs as an unprivileged
 * uid, so the folder must be writable by others; its parent can be crossed but not listed (0711), so no
 * other local user learns its random name to plant files in it while the command runs.
 */
async function scratchFolder(parent: string): Promise<string> {
  await chmod(parent, 0o711);
  const work = join(parent, randomBytes(16).toString('hex'));
  await mkdir(work);
  await chmod(work, 0o777);
  return work;
}

/** Strict path prefix: `child` is `dir` or inside it (no `dir-other` sibling match). */
function isUnder(dir: string, child: string): boolean {
  return child === dir || child.startsWith(`${dir}/`);
}
