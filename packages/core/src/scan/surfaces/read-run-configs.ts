import { parseDocument } from 'yaml';
import { MAX_YAML_ALIAS_COUNT } from '../../skill/parse-frontmatter-yaml.js';
import { parseLenientJson } from './read-mcp-config.js';

/**
 * A command line that a configuration file makes some tool run, on the line where the file says so: the
 * editor runs a VS Code task when the folder opens, `docker compose up` starts each service as
 * `docker run` would. Read as shell, the rules judge them as they judge the same line in a script.
 */
export interface ConfiguredCommand {
  command: string;
  line: number;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** File line of the first occurrence of `needle` in `text` (a unit starting at `firstLine`). */
function lineOf(text: string, needle: string, firstLine: number): number {
  return lineAt(text, text.indexOf(needle), firstLine);
}

function lineAt(text: string, at: number, firstLine: number): number {
  if (at === -1) return firstLine;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) lines++;
  return firstLine + lines;
}

/**
 * Commands of VS Code tasks with `"runOptions": {"runOn": "folderOpen"}` (tasks.json, or `tasks` in a
 * workspace file): they run, with the user's rights, whenever the folder is opened, no one asking again
 * once automatic tasks are allowed, which is how a repository plants code on every contributor.
 */
export function readFolderOpenTasks(text: string, firstLine = 1): ConfiguredCommand[] {
  if (!/folderOpen/.test(text)) return [];
  const data = record(parseLenientJson(text));
  // tasks.json holds `tasks: [...]`; a workspace file nests it (`tasks: {tasks: [...]}`).
  const tasks = Array.isArray(data?.tasks) ? data.tasks : record(data?.tasks)?.tasks;
  if (!Array.isArray(tasks)) return [];
  const out: ConfiguredCommand[] = [];
  for (const t of tasks) {
    const task = record(t);
    if (record(task?.runOptions)?.runOn !== 'folderOpen') continue;
    // A platform block replaces the command on that platform; each can run.
    for (const variant of [task, record(task?.linux), record(task?.osx), record(task?.windows)]) {
      const command = variant?.command;
      if (typeof command !== 'string' || command.trim() === '') continue;
      const args = Array.isArray(variant?.args)
        ? variant.args
            .map((a) => (typeof a === 'string' ? a : record(a)?.value))
            .filter((a): a is string => typeof a === 'string')
        : [];
      out.push({
        command: [command, ...args.map(quoteForShell)].join(' '),
        line: lineOf(text, JSON.stringify(command).slice(1, -1), firstLine),
      });
    }
  }
  return out;
}

/**
 * Events whose hook reads the tool call or prompt on its standard input (Claude Code's `PreToolUse`,
 * `PostToolUse`, `UserPromptSubmit`; Cursor's `beforeShellExecution`, `beforeReadFile`, `afterFileEdit`, …).
 */
const TOOL_CALL_EVENT_RE = /ToolUse|Prompt|ShellExecution|MCPExecution|ReadFile|FileEdit/i;

export interface AgentHook extends ConfiguredCommand {
  /** The agent writes the tool call (its input and output: file contents, command output) to its stdin. */
  getsToolCall?: true;
}

/**
 * Hook commands of an agent's settings: Claude Code's `hooks: {PreToolUse: [{matcher, hooks: [{type:
 * "command", command}]}]}` and the flat `hooks: {event: [{command}]}` of Cursor's hooks.json. The agent
 * runs them by itself on every matching event, no one asking, so they are install hooks in all but name.
 */
export function readAgentHooks(text: string, firstLine = 1): AgentHook[] {
  if (!/"hooks"/.test(text)) return [];
  const events = record(record(parseLenientJson(text))?.hooks);
  if (events === undefined) return [];
  const out: AgentHook[] = [];
  for (const [event, list] of Object.entries(events)) {
    if (!Array.isArray(list)) continue;
    const add = (entry: unknown): void => {
      const command = record(entry)?.command;
      if (typeof command !== 'string' || command.trim() === '') return;
      out.push({
        command,
        line: lineOf(text, JSON.stringify(command).slice(1, -1), firstLine),
        ...(TOOL_CALL_EVENT_RE.test(event) ? { getsToolCall: true } : {}),
      });
    };
    for (const entry of list) {
      add(entry);
      const nested = record(entry)?.hooks;
      if (Array.isArray(nested)) for (const hook of nested) add(hook);
    }
  }
  return out;
}

/** GitHub Actions workflow files: each step's `run:` is a shell script the runner executes. */
export const WORKFLOW_RE = /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/;

/**
 * The `run:` scripts of a GitHub Actions workflow, with expressions spelled as the shell sees them:
 * `${{ secrets.NPM_TOKEN }}` the secret-named variable `${NPM_TOKEN}`, any other expression a plain word.
 */
export function readWorkflowSteps(text: string, firstLine = 1): ConfiguredCommand[] {
  if (!/^\s*(?:-\s+)?run\s*:/m.test(text)) return [];
  let data: Record<string, unknown> | undefined;
  try {
    data = record(parseDocument(text, { uniqueKeys: false }).toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }));
  } catch {
    return [];
  }
  const out: ConfiguredCommand[] = [];
  for (const job of Object.values(record(data?.jobs) ?? {})) {
    const steps = record(job)?.steps;
    if (!Array.isArray(steps)) continue;
    for (const step of steps) {
      const run = record(step)?.run;
      if (typeof run !== 'string' || run.trim() === '') continue;
      const first = run.split('\n', 1)[0] ?? '';
      out.push({
        command: run.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_m, expr: string) => {
          const secret = /^secrets\.([A-Za-z_]\w*)$/.exec(expr)?.[1];
          return secret === undefined ? 'GH_VALUE' : `\${${secret}}`;
        }),
        line: lineOf(text, first, firstLine),
      });
    }
  }
  return out;
}

/** Makefiles, by name: `make` runs their recipes with the shell. */
export const MAKEFILE_RE = /^(?:GNUmakefile|makefile|Makefile)$|\.mk$/;

/**
 * The recipe lines of a Makefile as shell command lines: tab-indented lines with their `@`, `-`, `+`
 * prefixes dropped and backslash continuations joined. Make's own expansions become shell ones (`$(CC)`
 * the variable `${CC}`, `$$` a `$`) and its functions (`$(wildcard …)`) a plain word, so what reaches the
 * shell is judged as the shell would run it.
 */
export function readMakeRecipes(text: string, firstLine = 1): ConfiguredCommand[] {
  const out: ConfiguredCommand[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('\t')) continue;
    const start = i;
    let command = lines[i]!.slice(1);
    while (command.endsWith('\\') && i + 1 < lines.length)
      command = `${command.slice(0, -1)} ${lines[++i]!.trim()}`;
    command = command
      .replace(/^[\s@+-]+/, '')
      .replace(/\$\$/g, '\u0000')
      .replace(/\$[({]([A-Za-z_][\w]*)[)}]/g, (_m, name: string) => `\${${name}}`)
      .replace(/\$\([a-z-]+ [^()]*\)/g, 'MAKE_VALUE')
      .replace(/\$([@<^*?])/g, 'MAKE_VALUE')
      .replace(/\u0000/g, '$');
    if (command.trim() !== '') out.push({ command, line: firstLine + start });
  }
  return out;
}

/** Compose keys that hand a container the host, as the `docker run` flag that does the same. */
const HOST_FLAGS: readonly { key: string; value: unknown; flag: string }[] = [
  { key: 'privileged', value: true, flag: '--privileged' },
  { key: 'pid', value: 'host', flag: '--pid=host' },
  { key: 'network_mode', value: 'host', flag: '--network=host' },
  { key: 'ipc', value: 'host', flag: '--ipc=host' },
];

/**
 * Each service of a Compose file (`services:` whose entries name an `image` or a `build`) as the
 * `docker run` line that starts it: privileges, host namespaces, capabilities and bind mounts kept,
 * so what a container is given is judged the same way on either spelling.
 */
export function readComposeServices(text: string, firstLine = 1): ConfiguredCommand[] {
  if (!/^services\s*:/m.test(text)) return [];
  let data: Record<string, unknown> | undefined;
  try {
    data = record(parseDocument(text, { uniqueKeys: false }).toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }));
  } catch {
    return [];
  }
  const services = record(data?.services);
  if (services === undefined) return [];
  const out: ConfiguredCommand[] = [];
  for (const [name, value] of Object.entries(services)) {
    const service = record(value);
    if (service === undefined || (service.image === undefined && service.build === undefined)) continue;
    const args = ['docker', 'run'];
    for (const { key, value: v, flag } of HOST_FLAGS) if (service[key] === v) args.push(flag);
    if (Array.isArray(service.cap_add))
      for (const cap of service.cap_add) if (typeof cap === 'string') args.push(`--cap-add=${cap}`);
    if (Array.isArray(service.volumes)) {
      for (const volume of service.volumes) {
        const long = record(volume);
        const spec =
          typeof volume === 'string'
            ? volume
            : typeof long?.source === 'string' && typeof long.target === 'string'
              ? `${long.source}:${long.target}`
              : undefined;
        if (spec !== undefined) args.push('-v', spec);
      }
    }
    args.push(typeof service.image === 'string' ? service.image : name);
    const at = new RegExp(`^[ \\t]+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm').exec(text);
    out.push({
      command: args.map(quoteForShell).join(' '),
      line: lineAt(text, at?.index ?? -1, firstLine),
    });
  }
  return out;
}

export function quoteForShell(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
