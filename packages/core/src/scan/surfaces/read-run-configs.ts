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

/** Dev container definitions: `.devcontainer/devcontainer.json`, `.devcontainer.json`, `.devcontainer/<name>/devcontainer.json`. */
export const DEVCONTAINER_RE =
  /(?:^|\/)(?:\.devcontainer\/(?:[^/]+\/)?devcontainer\.json|\.devcontainer\.json)$/;

/**
 * Lifecycle commands of a dev container: the editor or Codespaces runs each by itself when the container
 * is built or started (`initializeCommand` on the host itself), so they are install hooks. Each is a
 * command line, the words of one program (`["npm", "ci"]`), or named commands run side by side.
 */
const DEVCONTAINER_COMMANDS = [
  'initializeCommand',
  'onCreateCommand',
  'updateContentCommand',
  'postCreateCommand',
  'postStartCommand',
  'postAttachCommand',
];

export function readDevcontainerCommands(text: string, firstLine = 1): ConfiguredCommand[] {
  if (
    !/"(?:(?:initialize|onCreate|updateContent|postCreate|postStart|postAttach)Command|mounts|runArgs)"/.test(
      text,
    )
  )
    return [];
  const data = record(parseLenientJson(text));
  if (data === undefined) return [];
  const out: ConfiguredCommand[] = [];
  const add = (value: unknown): void => {
    const command =
      typeof value === 'string'
        ? value
        : Array.isArray(value) && value.every((w) => typeof w === 'string')
          ? value.map(quoteForShell).join(' ')
          : undefined;
    if (command === undefined || command.trim() === '') return;
    const first = typeof value === 'string' ? value : String((value as string[])[0]);
    out.push({ command, line: lineOf(text, JSON.stringify(first).slice(1, -1), firstLine) });
  };
  // What the container is given, as the `docker run` that starts it: `"source=${localEnv:HOME}/.ssh,
  // target=…"` mounts the host's keys as `-v ~/.ssh:…` would, and `runArgs` are that command's own flags.
  const args = ['docker', 'run'];
  if (Array.isArray(data.runArgs)) for (const a of data.runArgs) if (typeof a === 'string') args.push(a);
  if (Array.isArray(data.mounts))
    for (const m of data.mounts) {
      const fields =
        typeof m === 'string'
          ? Object.fromEntries(
              m.split(',').map((kv) => [kv.split('=')[0]?.trim(), kv.slice(kv.indexOf('=') + 1)]),
            )
          : (record(m) ?? {});
      const source = fields.source ?? fields.src;
      const target = fields.target ?? fields.dst ?? fields.destination;
      if (typeof source === 'string' && typeof target === 'string')
        args.push('-v', `${source.replace(/\$\{localEnv:(\w+)\}/g, '$$$1')}:${target}`);
    }
  if (args.length > 2) {
    args.push(typeof data.image === 'string' ? data.image : 'devcontainer');
    const at = text.search(/"(?:mounts|runArgs)"/);
    out.push({ command: args.map(quoteForShell).join(' '), line: lineAt(text, at, firstLine) });
  }
  for (const key of DEVCONTAINER_COMMANDS) {
    const value = data[key];
    const named = record(value);
    if (named !== undefined) for (const v of Object.values(named)) add(v);
    else add(value);
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
// `make -f Makefile.release` reads a variant named after its purpose; `Makefile.toml` is cargo-make's TOML.
export const MAKEFILE_RE =
  /^(?:GNUmakefile|makefile|Makefile)(?:\.(?!toml$|json$|ya?ml$|md$|txt$)[\w-]+)?$|\.mk$/;

/**
 * The recipe lines of a Makefile as shell command lines: tab-indented lines with their `@`, `-`, `+`
 * prefixes dropped and backslash continuations joined. Make's own expansions become shell ones (`$(CC)`
 * the variable `${CC}`, `$$` a `$`) and its functions (`$(wildcard …)`) a plain word, so what reaches the
 * shell is judged as the shell would run it.
 */
export function readMakeRecipes(text: string, firstLine = 1): ConfiguredCommand[] {
  const out: ConfiguredCommand[] = [];
  const lines = text.split('\n');
  const variables = readMakeVariables(lines);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('\t')) continue;
    const start = i;
    let command = lines[i]!.slice(1);
    while (command.endsWith('\\') && i + 1 < lines.length)
      command = `${command.slice(0, -1)} ${lines[++i]!.trim()}`;
    command = command
      .replace(/^[\s@+-]+/, '')
      .replace(/\$\$/g, '\u0000')
      .replace(MAKE_REF_RE, (all, a?: string, b?: string) => expandMake(variables, a ?? b ?? '', 0) ?? all);
    command = evaluateMakeFunctions(command)
      .replace(/\$[({]([A-Za-z_][\w]*)[)}]/g, (_m, name: string) => `\${${name}}`)
      .replace(/\$\([a-z-]+ [^()]*\)/g, 'MAKE_VALUE')
      .replace(/\$([@<^*?])/g, 'MAKE_VALUE')
      .replace(/\u0000/g, '$');
    if (command.trim() !== '') out.push({ command, line: firstLine + start });
  }
  // `SETUP := $(shell curl … | sh)` outside a recipe: make runs it while it reads the file, whatever target.
  lines.forEach((line, i) => {
    if (line.startsWith('\t')) return;
    for (const m of line.matchAll(MAKE_SHELL_CALL_RE)) {
      const command = (m[1] ?? '').replace(/\$\$/g, '$');
      if (command.trim() !== '') out.push({ command, line: firstLine + i });
    }
  });
  return out;
}

/** Text functions of Make whose result is plain text, innermost call first (no `$` or parentheses inside). */
const MAKE_FUNCTION_RE =
  /\$\((strip|subst|firstword|lastword|addprefix|addsuffix|if|or)(?:[ \t]([^()$]*))?\)/g;

/**
 * `cu$(strip )rl`, `$(subst X,,cXuXrl)`: what Make's text functions give, so a word split across them reads
 * as the word it builds. Others stay for the caller to stand in for.
 */
function evaluateMakeFunctions(text: string): string {
  let out = text;
  for (let round = 0; round < 8; round++) {
    const next = out.replace(MAKE_FUNCTION_RE, (_all: string, name: string, given?: string) => {
      const body = given ?? '';
      const args = body.split(',');
      const words = (t: string) =>
        t
          .trim()
          .split(/\s+/)
          .filter((w) => w !== '');
      switch (name) {
        case 'strip':
          return words(body).join(' ');
        case 'subst':
          return args.length < 3 ? '' : args.slice(2).join(',').split(args[0]!).join(args[1]!);
        case 'firstword':
          return words(body)[0] ?? '';
        case 'lastword':
          return words(body).at(-1) ?? '';
        case 'addprefix':
          return words(args.slice(1).join(','))
            .map((w) => `${args[0]!.trim()}${w}`)
            .join(' ');
        case 'addsuffix':
          return words(args.slice(1).join(','))
            .map((w) => `${w}${args[0]!.trim()}`)
            .join(' ');
        case 'if':
          return (args[0]?.trim() !== '' ? args[1] : args[2])?.trim() ?? '';
        default:
          return args.map((a) => a.trim()).find((a) => a !== '') ?? '';
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}

/** A `$(shell …)` call without nested parentheses. */
const MAKE_SHELL_CALL_RE = /\$\(shell\s+([^()]*(?:\([^()]*\)[^()]*)*)\)/g;

/** A reference to a Make variable: `$(NAME)` or `${NAME}`. */
const MAKE_REF_RE = /\$\(([A-Za-z_][\w.-]*)\)|\$\{([A-Za-z_][\w.-]*)\}/g;
/** An assignment at the margin: `NAME = v`, `:=`, `::=`, `?=`, `+=`, with `export` or `override` before it. */
const MAKE_ASSIGN_RE = /^(?:(?:export|override)\s+)*([A-Za-z_][\w.-]*)\s*(\+|\?|::?)?=\s*(.*?)\s*$/;
const MAX_MAKE_DEPTH = 4;

/**
 * The variables a Makefile sets outside its recipes: a recipe's `rm -rf $(CACHE_DIRS)` deletes what the
 * list at the top names, so it is judged with the list written in.
 */
function readMakeVariables(lines: readonly string[]): Map<string, string> {
  const variables = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? '';
    if (line.startsWith('\t')) continue;
    while (line.endsWith('\\') && i + 1 < lines.length)
      line = `${line.slice(0, -1)} ${(lines[++i] ?? '').trim()}`;
    const m = MAKE_ASSIGN_RE.exec(line.replace(/\s+#.*$/, ''));
    if (m === null) continue;
    const [, name = '', op, value = ''] = m;
    if (op === '?' && variables.has(name)) continue;
    variables.set(name, op === '+' && variables.has(name) ? `${variables.get(name)} ${value}` : value);
  }
  return variables;
}

/** A variable's value with the variables it names written in; undefined when the Makefile does not set it. */
function expandMake(variables: ReadonlyMap<string, string>, name: string, depth: number): string | undefined {
  const value = variables.get(name);
  if (value === undefined || depth >= MAX_MAKE_DEPTH) return undefined;
  return value.replace(
    MAKE_REF_RE,
    (all, a?: string, b?: string) => expandMake(variables, a ?? b ?? '', depth + 1) ?? all,
  );
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

/** Justfiles, by name: `just` runs each recipe's lines with the shell. */
export const JUSTFILE_RE = /^(?:[Jj]ustfile|\.justfile)$|\.just$/;

/** A recipe header at the margin: `name arg='x':`, `@quiet:`, `build: deps` (not `x := value`). */
const RECIPE_HEADER_RE = /^@?[A-Za-z_][\w-]*(?:\s+[^:]*)?:(?!=)/;

/**
 * The lines of a Justfile's recipes as shell command lines: indented lines under a recipe header, their
 * `@` and `-` prefixes dropped and `{{ … }}` interpolations a plain word. A recipe with a shebang for
 * another interpreter (`#!/usr/bin/env python3`) is not shell and is left out.
 */
export function readJustRecipes(text: string, firstLine = 1): ConfiguredCommand[] {
  const out: ConfiguredCommand[] = [];
  const lines = text.split('\n');
  let inRecipe = false;
  let skip = false;
  let first = false;
  // `dirs := "~/.ssh ~/.aws"` at the margin: a recipe's `{{dirs}}` is that text.
  const variables = new Map<string, string>();
  for (const line of lines) {
    const m = /^(?:export\s+)?([A-Za-z_][\w-]*)\s*:=\s*(?:"([^"]*)"|'([^']*)')\s*$/.exec(line);
    if (m !== null) variables.set(m[1] ?? '', m[2] ?? m[3] ?? '');
  }
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    if (!/^[ \t]/.test(raw)) {
      inRecipe = RECIPE_HEADER_RE.test(raw);
      skip = false;
      first = true;
      continue;
    }
    if (!inRecipe || skip) continue;
    const start = i;
    let command = raw.trim();
    if (first && command.startsWith('#!') && !/\b(?:ba|z|da|k)?sh\b/.test(command)) {
      skip = true;
      continue;
    }
    first = false;
    while (command.endsWith('\\') && i + 1 < lines.length)
      command = `${command.slice(0, -1)} ${(lines[++i] ?? '').trim()}`;
    command = command
      .replace(/^[@-]+/, '')
      .replace(/\{\{\s*([A-Za-z_][\w-]*)\s*\}\}/g, (all, name: string) => variables.get(name) ?? all)
      .replace(/\{\{[^}]*\}\}/g, 'JUST_VALUE');
    if (command.trim() !== '' && !command.startsWith('#')) out.push({ command, line: firstLine + start });
  }
  return out;
}

/** A recipe's interpreter line, by the language its body is read in. */
const SHEBANG_LANGUAGE: readonly [RegExp, 'python' | 'javascript' | 'perl' | 'ruby' | 'php' | 'lua'][] = [
  [/\bpython[\d.]*\b/, 'python'],
  [/\b(?:node|deno|bun)\b/, 'javascript'],
  [/\bperl\b/, 'perl'],
  [/\bruby\b/, 'ruby'],
  [/\bphp\b/, 'php'],
  [/\blua\b/, 'lua'],
];

/**
 * The recipes of a justfile that start with an interpreter line (`#!/usr/bin/env python3`): `just` writes the
 * body to a file and runs it with that interpreter, so it is a script in that language, one per recipe.
 */
export function readJustScripts(
  text: string,
): { language: (typeof SHEBANG_LANGUAGE)[number][1]; body: string; line: number }[] {
  const out: { language: (typeof SHEBANG_LANGUAGE)[number][1]; body: string; line: number }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!RECIPE_HEADER_RE.test(lines[i] ?? '') || /^[ \t]/.test(lines[i] ?? '')) continue;
    const shebang = (lines[i + 1] ?? '').trim();
    if (!/^[ \t]/.test(lines[i + 1] ?? '') || !shebang.startsWith('#!')) continue;
    const language = SHEBANG_LANGUAGE.find(([re]) => re.test(shebang))?.[1];
    if (language === undefined) continue;
    const body: string[] = [];
    let j = i + 2;
    for (; j < lines.length && (/^[ \t]/.test(lines[j] ?? '') || (lines[j] ?? '').trim() === ''); j++)
      body.push(lines[j] ?? '');
    const indent = Math.min(
      ...body.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0),
    );
    out.push({
      language,
      body: body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n'),
      line: i + 3,
    });
    i = j - 1;
  }
  return out;
}

/** Dockerfiles and Containerfiles, by name: each `RUN` is a shell command run while the image builds. */
export const DOCKERFILE_RE = /^(?:Dockerfile|Containerfile)(?:\.[\w.-]+)?$|\.(?:dockerfile|containerfile)$/i;

/**
 * A Dockerfile as the one shell script its build runs, each instruction on its own line so findings keep
 * their line numbers: `RUN` as its command (continuations joined, BuildKit flags such as `--mount=…`
 * dropped, the exec form `RUN ["sh", "-c", "…"]` spelled as the words it runs, a here-document
 * `RUN <<EOF … EOF` as its script), `ADD <url> <dest>` as the download it is, `ENV`/`ARG` as variables the
 * later steps see and `WORKDIR` as a `cd`. One script, because `ADD http://…/init.sh /tmp/` in one step is
 * what `RUN sh /tmp/init.sh` runs in the next.
 */
export function readDockerfileScript(text: string): string {
  const lines = text.split('\n');
  const out = lines.map(() => '');
  for (let i = 0; i < lines.length; i++) {
    const instruction = /^\s*(RUN|ADD|ENV|ARG|WORKDIR)\s+(.*)$/i.exec(lines[i] ?? '');
    if (instruction === null) continue;
    const start = i;
    let rest = instruction[2] ?? '';
    while (/\\\s*$/.test(rest) && i + 1 < lines.length)
      rest = `${rest.replace(/\\\s*$/, '')} ${(lines[++i] ?? '').trim()}`;
    // BuildKit's `ADD --checksum=sha256:…` verifies the download before the build goes on.
    const checksum = /(?:^|\s)--checksum=sha256:([0-9a-f]{64})\b/i.exec(rest)?.[1];
    rest = rest.replace(/^(?:--[\w-]+(?:=\S+)?\s+)+/, '');
    switch (instruction[1]!.toUpperCase()) {
      case 'RUN': {
        const heredoc = /^<<-?\s*["']?(\w+)["']?\s*$/.exec(rest.trim());
        if (heredoc !== null) {
          while (i + 1 < lines.length && (lines[i + 1] ?? '').trim() !== heredoc[1]) {
            i++;
            out[i] = lines[i] ?? '';
          }
          i++;
          continue;
        }
        out[start] = execForm(rest) ?? rest;
        break;
      }
      case 'ADD': {
        const words = execForm(rest)?.split(' ') ?? rest.trim().split(/\s+/);
        const dest = words.at(-1) ?? '.';
        for (const source of words.slice(0, -1).filter((w) => /^https?:\/\//i.test(w))) {
          const file =
            source
              .replace(/[?#].*$/, '')
              .split('/')
              .pop() ?? '';
          const target = dest.endsWith('/') ? `${dest}${file}` : dest;
          const verify =
            checksum === undefined
              ? ''
              : ` && echo ${quoteForShell(`${checksum}  ${target}`)} | sha256sum -c -`;
          const download = `curl -fsSL -o ${quoteForShell(target)} ${quoteForShell(source)}${verify}`;
          out[start] = out[start] === '' ? download : `${out[start]}; ${download}`;
        }
        break;
      }
      case 'ENV':
      case 'ARG': {
        // `ENV A=1 B=2`, or the legacy `ENV NAME value with spaces`.
        const legacy = /^([A-Za-z_]\w*)\s+(?!\S*=)(.+)$/.exec(rest.trim());
        out[start] =
          legacy !== null ? `export ${legacy[1]}=${quoteForShell(legacy[2]!)}` : `export ${rest.trim()}`;
        break;
      }
      case 'WORKDIR':
        out[start] = `cd ${quoteForShell(rest.trim())}`;
        break;
    }
  }
  return out.join('\n');
}

/** The words of an exec-form instruction (`["sh", "-c", "…"]`) as a shell line, if it is one. */
function execForm(rest: string): string | undefined {
  if (!rest.trim().startsWith('[')) return undefined;
  try {
    const words: unknown = JSON.parse(rest);
    if (Array.isArray(words) && words.every((w) => typeof w === 'string'))
      return words.map(quoteForShell).join(' ');
  } catch {
    // Not JSON: Docker runs it with the shell as written.
  }
  return undefined;
}

/** The commands of a Go file's `//go:generate` directives (`go generate` runs each, in the file's folder). */
export function readGoGenerate(text: string, firstLine = 1): ConfiguredCommand[] {
  const out: ConfiguredCommand[] = [];
  for (const m of text.matchAll(/^\/\/go:generate[ \t]+(.+)$/gm))
    out.push({ command: m[1]!.trim(), line: lineAt(text, m.index, firstLine) });
  return out;
}

/** MSBuild project and target files: `dotnet build` runs their `Exec` tasks with the shell. */
export const MSBUILD_RE = /\.(?:csproj|vbproj|fsproj|proj|targets|props)$/i;

const XML_ENTITIES: Readonly<Record<string, string>> = {
  quot: '"',
  apos: "'",
  amp: '&',
  lt: '<',
  gt: '>',
};

/**
 * The `Command` of each MSBuild `<Exec>` task, its XML entities decoded and `$(Property)` spelled as the
 * shell variable `${Property}`, on the line the task starts.
 */
export function readMsbuildExecs(text: string, firstLine = 1): ConfiguredCommand[] {
  const out: ConfiguredCommand[] = [];
  for (const m of text.matchAll(/<Exec\b[^>]*?\bCommand\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const command = (m[1] ?? m[2] ?? '')
      .replace(
        /&(quot|apos|amp|lt|gt);|&#(\d+);|&#x([0-9a-f]+);/gi,
        (all, name?: string, dec?: string, hex?: string) =>
          name !== undefined
            ? (XML_ENTITIES[name.toLowerCase()] ?? all)
            : String.fromCharCode(dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '0', 16)),
      )
      .replace(/\$\(([A-Za-z_][\w]*)\)/g, (_all, name: string) => `\${${name}}`);
    if (command.trim() !== '') out.push({ command, line: lineAt(text, m.index, firstLine) });
  }
  return out;
}

/** Composer events it fires by itself during `composer install`, `update` or `create-project`. */
const COMPOSER_INSTALL_EVENTS = new Set([
  'pre-install-cmd',
  'post-install-cmd',
  'pre-update-cmd',
  'post-update-cmd',
  'pre-autoload-dump',
  'post-autoload-dump',
  'post-root-package-install',
  'post-create-project-cmd',
]);

export interface ComposerScript extends ConfiguredCommand {
  onInstall: boolean;
}

/**
 * The shell commands of a composer.json's `scripts`: a string or a list of strings per event. `@php x`
 * runs PHP, `@other` names another script and `Vendor\Class::method` a PHP callback, neither a command.
 */
export function readComposerScripts(text: string, firstLine = 1): ComposerScript[] {
  if (!/"scripts"/.test(text)) return [];
  const scripts = record(record(parseLenientJson(text))?.scripts);
  if (scripts === undefined) return [];
  const out: ComposerScript[] = [];
  for (const [event, value] of Object.entries(scripts)) {
    const list = Array.isArray(value) ? value : [value];
    for (const entry of list) {
      if (typeof entry !== 'string') continue;
      const command = entry.replace(/^@(php|composer|putenv)\b/, '$1');
      if (command.trim() === '' || /^@/.test(command) || /^[\w\\]+::\w+$/.test(command.trim())) continue;
      out.push({
        command,
        line: lineOf(text, JSON.stringify(entry).slice(1, -1), firstLine),
        onInstall: COMPOSER_INSTALL_EVENTS.has(event),
      });
    }
  }
  return out;
}
