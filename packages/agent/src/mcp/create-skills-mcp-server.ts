import { open } from 'node:fs/promises';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { isSkillportError, type Skill } from '@skillport/core';
import { z } from 'zod';
import {
  createSkillRuntime,
  type SkillRuntime,
  type SkillRuntimeOptions,
} from '../runtime/create-skill-runtime.js';
import { renderSkillRead } from '../tools/render-skill-read.js';
import {
  createSkillCatalog,
  MAX_SKILL_TOTAL_BYTES,
  type ServedFile,
  type SkillEntry,
} from './skill-catalog.js';
import { skillFileUri, skillRootUri } from './skill-uri.js';

export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
export const DEFAULT_SKILLS_PAGE_SIZE = 50;
export const DEFAULT_RESOURCES_PAGE_SIZE = 500;
export const DEFAULT_SKILLS_TTL_MS = 60_000;

export type CacheScope = 'private' | 'public';

export interface SkillsMcpServerOptions extends SkillRuntimeOptions {
  name?: string;
  version?: string;
  /** Entries per `skills/list` page. */
  pageSize?: number;
  /** Resources per `resources/list` page. */
  resourcesPageSize?: number;
  ttlMs?: number;
  /**
   * `public` is honoured only for a view that is the same for everyone (no authorization, no allowlist,
   * no per-request `access`);
   * a per-user view is always `private`, so no shared cache hands one user's skills to another.
   */
  cacheScope?: CacheScope;
}

export interface SkillsMcpServer {
  /** The MCP server; connect it to any transport (stdio, streamable HTTP, in-memory). */
  server: Server;
  runtime: SkillRuntime;
  /** Compares the caller's view with the last one and sends `list_changed` notifications; true if changed. */
  checkForChanges(): Promise<boolean>;
}

const ListSkillsRequestSchema = z.object({
  method: z.literal('skills/list'),
  params: z.object({ cursor: z.unknown().optional() }).passthrough().optional(),
});
const ReadDirectoryRequestSchema = z.object({
  method: z.literal('resources/directory/read'),
  params: z.object({ uri: z.unknown().optional(), cursor: z.unknown().optional() }).passthrough().optional(),
});
const GetSkillRequestSchema = z.object({
  method: z.literal('skills/get'),
  params: z.object({ uri: z.unknown().optional() }).passthrough().optional(),
});

function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function decodeCursor(cursor: unknown): number {
  if (cursor === undefined) return 0;
  try {
    const value = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0) return value.o;
  } catch {}
  throw new McpError(ErrorCode.InvalidParams, 'Invalid cursor; pass the nextCursor of the previous page.');
}

const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * The bytes of a served file, at most the extension's per-skill limit: the file may have grown since the
 * listing measured it, and one read must not pull an unbounded file into memory.
 */
async function readServedFile(file: ServedFile): Promise<Buffer> {
  const handle = await open(file.source, 'r');
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    // One byte past the limit is enough to know a file is over it.
    while (length <= MAX_SKILL_TOTAL_BYTES) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, MAX_SKILL_TOTAL_BYTES + 1 - length));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, length);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
    }
    if (length > MAX_SKILL_TOTAL_BYTES) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Resource ${file.uri} is larger than the ${MAX_SKILL_TOTAL_BYTES}-byte limit of a skill.`,
        { code: 'SKILL_FILE_TOO_LARGE', maxBytes: MAX_SKILL_TOTAL_BYTES },
      );
    }
    return Buffer.concat(chunks, length);
  } finally {
    await handle.close();
  }
}

/** A UTF-8 file goes out as text (decoding round-trips to the same bytes), anything else as base64. */
function resourceContent(file: ServedFile, bytes: Buffer) {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { uri: file.uri, mimeType: file.mimeType, text };
  } catch {
    return { uri: file.uri, mimeType: file.mimeType, blob: bytes.toString('base64') };
  }
}

/**
 * An MCP server for one caller's view of the skills: the Skills extension (`skills/list`, `skills/get`,
 * every file a `skill://` resource), the skill tools through the per-call pipeline, and one prompt per
 * user-invocable skill. Transport-agnostic: stdio and the gateway's streamable HTTP connect the same
 * server; create one per session so each caller's skill_context and policy stay their own.
 */
export function createSkillsMcpServer(options: SkillsMcpServerOptions): SkillsMcpServer {
  const runtime = createSkillRuntime(options);
  const catalog = createSkillCatalog();
  const pageSize = options.pageSize ?? DEFAULT_SKILLS_PAGE_SIZE;
  const resourcesPageSize = options.resourcesPageSize ?? DEFAULT_RESOURCES_PAGE_SIZE;
  const ttlMs = options.ttlMs ?? DEFAULT_SKILLS_TTL_MS;
  const perUser =
    options.authorizer?.enabled === true || options.allowlist !== undefined || options.access !== undefined;
  const cacheScope: CacheScope = perUser ? 'private' : (options.cacheScope ?? 'private');

  const server = new Server(
    { name: options.name ?? 'skillport', version: options.version ?? '0.1.0' },
    {
      capabilities: {
        resources: { listChanged: true },
        prompts: { listChanged: true },
        tools: { listChanged: true },
        extensions: { [SKILLS_EXTENSION]: { directoryRead: true } },
      },
      instructions:
        'Skills are served as skill:// resources (skills/list, skills/get) and through the describe_skill and read_skill tools.',
    },
  );

  const served = async (): Promise<Skill[]> => (await runtime.listSkills()).filter((skill) => skill.enabled);
  /** Listed skills: model-hidden ones are still served by URI, but not enumerated. */
  const listed = async (): Promise<Skill[]> => (await served()).filter((skill) => !skill.hidden);

  const findFile = async (uri: string): Promise<ServedFile | undefined> => {
    for (const skill of await served()) {
      const root = skillFileUri(skill, 'SKILL.md').slice(0, -'/SKILL.md'.length);
      if (!uri.startsWith(`${root}/`)) continue;
      const match = (await catalog.files(skill)).find((file) => file.uri === uri);
      if (match) return match;
    }
    return undefined;
  };

  let toolNames = '';
  const toolError = (error: unknown): never => {
    if (error instanceof McpError) throw error;
    if (isSkillportError(error)) throw new McpError(ErrorCode.InvalidParams, error.message);
    throw new McpError(ErrorCode.InternalError, 'The skill server failed; see its log.');
  };

  server.setRequestHandler(ListSkillsRequestSchema, async (request) => {
    const offset = decodeCursor(request.params?.cursor);
    const skills = await listed();
    const skillsOut: SkillEntry[] = [];
    let next = offset;
    while (next < skills.length && skillsOut.length < pageSize) {
      const entry = await catalog.entry(skills[next]!);
      if (entry) skillsOut.push(entry);
      next++;
    }
    return {
      resultType: 'complete',
      skills: skillsOut,
      ...(next < skills.length ? { nextCursor: encodeCursor(next) } : {}),
      ttlMs,
      cacheScope,
    };
  });

  server.setRequestHandler(GetSkillRequestSchema, async (request) => {
    const uri = request.params?.uri;
    if (typeof uri !== 'string') throw new McpError(ErrorCode.InvalidParams, 'skills/get needs params.uri');
    const skill = (await served()).find((candidate) => skillFileUri(candidate, 'SKILL.md') === uri);
    const entry = skill && (await catalog.entry(skill));
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `No skill is served at ${uri}`);
    return { resultType: 'complete', skill: entry, ttlMs, cacheScope };
  });

  // Directory resources: the skill root (`skill://name`) and each folder under it, children one level deep.
  server.setRequestHandler(ReadDirectoryRequestSchema, async (request) => {
    const uri = request.params?.uri;
    if (typeof uri !== 'string')
      throw new McpError(ErrorCode.InvalidParams, 'resources/directory/read needs params.uri');
    const offset = decodeCursor(request.params?.cursor);
    for (const skill of await served()) {
      const root = skillRootUri(skill);
      if (uri !== root && !uri.startsWith(`${root}/`)) continue;
      const children = new Map<string, { uri: string; name: string; mimeType: string }>();
      for (const file of await catalog.files(skill)) {
        if (!file.uri.startsWith(`${uri}/`)) continue;
        const rest = file.uri.slice(uri.length + 1);
        const slash = rest.indexOf('/');
        const childUri = slash < 0 ? file.uri : `${uri}/${rest.slice(0, slash)}`;
        const name = decodeURIComponent(slash < 0 ? rest : rest.slice(0, slash));
        children.set(childUri, {
          uri: childUri,
          name,
          mimeType: slash < 0 ? file.mimeType : 'inode/directory',
        });
      }
      if (children.size === 0) break;
      const all = [...children.values()];
      const page = all.slice(offset, offset + resourcesPageSize);
      const end = offset + page.length;
      return {
        resultType: 'complete',
        resources: page,
        ...(end < all.length ? { nextCursor: encodeCursor(end) } : {}),
      };
    }
    throw new McpError(ErrorCode.InvalidParams, `${uri} is not a directory resource of a served skill`);
  });

  server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const offset = decodeCursor(request.params?.cursor);
    const resources: { uri: string; name: string; mimeType: string; description?: string }[] = [];
    for (const skill of await listed()) {
      for (const file of await catalog.files(skill)) {
        resources.push({
          uri: file.uri,
          name: file.path === 'SKILL.md' ? skill.frontmatter.name : file.path,
          mimeType: file.mimeType,
          ...(file.path === 'SKILL.md' ? { description: skill.description } : {}),
        });
      }
    }
    const page = resources.slice(offset, offset + resourcesPageSize);
    const end = offset + page.length;
    // Cacheable like skills/list (the extension's base revision): the same private scope for a per-user view.
    return {
      resources: page,
      ...(end < resources.length ? { nextCursor: encodeCursor(end) } : {}),
      ttlMs,
      cacheScope,
    };
  });

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const file = await findFile(request.params.uri);
    if (!file) throw new McpError(ErrorCode.InvalidParams, `Resource not found: ${request.params.uri}`);
    return { contents: [resourceContent(file, await readServedFile(file))], ttlMs, cacheScope };
  });

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const call = await runtime.prepareCall({ system: false });
    toolNames = call.tools.map((t) => t.name).join(',');
    return {
      tools: call.tools.map((tool) => ({
        name: tool.name,
        description: tool.description,
        inputSchema: tool.inputSchema as { type: 'object' },
      })),
    };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    await runtime.prepareCall({ system: false });
    const before = runtime.skillContext();
    const result = await runtime.callTool(request.params.name, request.params.arguments ?? {});
    // A loaded skill may narrow the tools (allowed-tools): tell the client to list them again.
    if (runtime.skillContext() !== before) {
      const names = (await runtime.prepareCall({ system: false })).tools.map((t) => t.name).join(',');
      if (names !== toolNames) void server.sendToolListChanged().catch(() => {});
      toolNames = names;
    }
    return { content: [{ type: 'text', text: result.content }], isError: !result.ok };
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: (await served())
      .filter((skill) => skill.userInvocable)
      .map((skill) => ({
        name: skill.name,
        description: skill.description,
        arguments: [{ name: 'task', description: 'What to do with the skill', required: false }],
      })),
  }));

  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const task = request.params.arguments?.task ?? '';
    try {
      const started = await runtime.activate(request.params.name, task);
      const skill = (await served()).find((candidate) => candidate.name === started.activated?.name);
      if (!skill) throw new McpError(ErrorCode.InvalidParams, `Prompt not found: ${request.params.name}`);
      const read = await renderSkillRead(skill, { task });
      const text = `Use the skill "${skill.name}".${task === '' ? '' : `\nTask: ${task}`}\n\n${read}`;
      return {
        description: skill.description,
        messages: [{ role: 'user', content: { type: 'text', text } }],
      };
    } catch (error) {
      return toolError(error);
    }
  });

  let signature: string | undefined;
  const viewSignature = async (): Promise<string> => {
    try {
      return (await served())
        .map(
          (s) =>
            `${s.name}\0${s.skillFile}\0${s.fingerprint.mtimeMs}\0${s.fingerprint.size}\0${s.hidden}\0${s.userInvocable}`,
        )
        .join('\n');
    } catch {
      return signature ?? '';
    }
  };
  void viewSignature().then((first) => {
    signature ??= first;
  });

  return {
    server,
    runtime,
    checkForChanges: async () => {
      const next = await viewSignature();
      const changed = signature !== undefined && next !== signature;
      signature = next;
      if (changed) {
        await Promise.allSettled([
          server.sendResourceListChanged(),
          server.sendPromptListChanged(),
          server.sendToolListChanged(),
        ]);
      }
      return changed;
    },
  };
}
