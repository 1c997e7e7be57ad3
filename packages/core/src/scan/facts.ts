/**
 * What code and text in a skill *do*, as facts the rules judge. Language extractors (`languages/<lang>/`)
 * turn a syntax tree into facts, resolving names the way the language does (imports, aliases, assigned
 * values, helper functions); surface readers (`surfaces/`) turn Markdown, MCP configurations and
 * manifests into units and facts. Rules (`rules/<family>/`) never look at a syntax tree: they read facts,
 * so one rule covers every language and every surface.
 */

/** A language a unit is written in. Markdown and JSON units carry text facts only. */
export type UnitLanguage =
  | 'python'
  | 'javascript'
  | 'typescript'
  | 'shell'
  | 'powershell'
  | 'batch'
  | 'ruby'
  | 'perl'
  | 'php'
  | 'go'
  | 'java'
  | 'lua'
  | 'rust'
  | 'csharp'
  | 'swift'
  | 'markdown'
  | 'json'
  | 'text';

/**
 * Where a unit sits in the package, which decides how much what it does counts:
 * - `script`: a code file shipped in the package;
 * - `skill-block`: a fenced code block in SKILL.md (the agent is told to run it: it counts as a script);
 * - `reference-block`: a fenced code block in another Markdown file;
 * - `install-hook`: code that runs when the skill or its dependencies are installed (package.json
 *   lifecycle scripts, setup.py, the `setup` script of skill.config.yaml);
 * - `mcp-config`: an MCP server configuration shipped with the skill;
 * - `manifest`: a dependency list (requirements.txt, package.json dependencies, pyproject.toml);
 * - `prose`: Markdown text outside code blocks, and the frontmatter.
 */
export type Surface =
  | 'script'
  | 'skill-block'
  | 'reference-block'
  | 'install-hook'
  | 'mcp-config'
  | 'manifest'
  | 'prose';

/** One piece of text analysed as a whole: a file, or a block, hook or command string inside one. */
export interface Unit {
  /** POSIX path of the file holding the unit, relative to the scan root. */
  file: string;
  /** POSIX path of that file relative to its package. */
  inPackage: string;
  language: UnitLanguage;
  surface: Surface;
  text: string;
  /** Line of the file on which `text` starts (1 for a whole file). */
  firstLine: number;
  /**
   * For code inside Markdown: how the document introduces it (headings above it, the prose lines
   * before it). "Never run this" and "an attacker's payload looks like" make it documentation.
   */
  context?: string;
  /**
   * What the program that runs the unit writes to its standard input: an agent hands a hook the tool
   * call it fires on (the call's input and output, so file contents and command output) as JSON.
   */
  stdin?: Taint[];
}

/**
 * Where data that reaches an operation came from. Extractors follow values through assignments,
 * function parameters and returns, string building and encoders:
 * - `network`: bytes received from the network (a download, a response body, a socket);
 * - `decoded`: the output of a decoder (base64, hex, rot13, zlib, `chr` lists, reversed strings);
 * - `secret`: one named secret (a `*_TOKEN`/`*_KEY`/password variable, a CLI's access token, the keychain);
 * - `environment`: the whole process environment (a dump, a copy, `env`, `printenv`);
 * - `sensitive-file`: the content of a credential or private file (see `rules/sensitive-paths.ts`);
 * - `user-data`: what the user is doing or holds (clipboard, keystrokes, screenshots, shell history,
 *   browser data, the home directory listing).
 */
export type Taint = 'network' | 'decoded' | 'secret' | 'environment' | 'sensitive-file' | 'user-data';

interface FactBase {
  /** 1-based line in the file (not in the unit). */
  line: number;
  /** The source of the construct as written, for evidence (trimmed by the engine). */
  text: string;
}

/**
 * A program is started: a shell command, `subprocess`/`os.system`, `child_process`, PowerShell's
 * `Start-Process`. Wrappers (`sudo`, `env X=1`, `nohup`, `timeout`, `busybox`) are already unwrapped and
 * the program's name resolved (`RUNNER=sh; "$RUNNER"`, `c''url` → `curl`).
 */
export interface ProcessFact extends FactBase {
  kind: 'process';
  /** Base name of the program (`curl`, `bash`, `python3`), lowercased for Windows commands. */
  program: string;
  /** Arguments with variables and literal concatenations resolved where the extractor could. */
  args: string[];
  /** Taint of what reaches the program's standard input (a pipe from `curl` is `network`). */
  stdin: Taint[];
  /** Taint of what reaches its arguments (`curl -d "$(env)"` has `environment`). */
  argTaint: Taint[];
  /** Standard input and output are a network socket (`bash -i >& /dev/tcp/…`, `dup2(s.fileno())`). */
  socketStdio?: boolean;
  /** Where standard output goes when the extractor knows: the next program of a pipeline, or a file. */
  stdoutTo?: { program: string } | { file: string };
  /** The script or executable the program runs, when one is named (`bash x.sh`, `./x`, `python f.py`). */
  runsFile?: string;
  /** The directory the program runs in, when the unit changed to one (`cd kit && make`). */
  cwd?: string;
  background?: boolean;
  /** Inside a loop that never ends. */
  inEndlessLoop?: boolean;
  /** Starts the unit's own script again (a function or script that calls itself in the background). */
  runsSelf?: boolean;
  /**
   * How the program's name was hidden from a reader, when it was (`split` for `c''url` or `$IFS`,
   * `escaped` for `$'\x63url'`, `decoded` for a name computed by a decoder): spelling meant to dodge review.
   */
  obfuscated?: 'split' | 'escaped' | 'decoded';
}

/**
 * Code is built at run time and evaluated: `eval`, `exec`, `new Function`, `vm`, `bash -c "$x"`, `iex`.
 * A command string handed to a shell that is not a literal (`os.system(cmd)` with `cmd` built at run
 * time) is an ExecFact with api `shell`: whatever the string holds runs.
 */
export interface ExecFact extends FactBase {
  kind: 'exec';
  api: string;
  input: Taint[];
  /** The evaluated text when it is a literal (or resolves to one). */
  code?: string;
  /**
   * How the evaluator's own name was hidden, when it was (`globalThis['ev' + 'al']`, `require(atob(…))`):
   * `split` for literal pieces, `decoded` for a decoder, escapes or a table read at run time.
   */
  obfuscated?: 'split' | 'decoded';
}

/** Bytes cross the network. */
export interface NetworkFact extends FactBase {
  kind: 'network';
  /**
   * `fetch`: a request whose response is read (GET, a download); `send`: data goes out (POST, upload,
   * mail, a socket write, a webhook); `connect`: a raw connection; `listen`: a server socket;
   * `resolve`: a DNS lookup (the name itself can carry data).
   */
  op: 'fetch' | 'send' | 'connect' | 'listen' | 'resolve';
  /** The URL, host or name as resolved (`https://x/y`, `1.2.3.4:4444`, `$(whoami).evil.example`). */
  target?: string;
  /** Taint of what goes out: the body, query, headers, uploaded file, or the looked-up name. */
  sends: Taint[];
  /** A header that carries a credential to its own service (`Authorization: Bearer $GITHUB_TOKEN`). */
  authHeader?: boolean;
  api: string;
}

/** The file system is touched. Paths are resolved as far as the extractor could (`~`, `$HOME`, joins). */
export interface FileFact extends FactBase {
  kind: 'file';
  op: 'read' | 'write' | 'append' | 'delete' | 'chmod' | 'chown' | 'copy' | 'move' | 'link' | 'list';
  path: string;
  /** Destination of a copy, move or link. */
  target?: string;
  recursive?: boolean;
  /** For chmod: the mode as written (`777`, `+x`, `u+s`); for chown: the owner. */
  mode?: string;
  /**
   * For a delete that only removes what matches a filter (`find DIR -name '*.pyc' -delete`,
   * `git clean`, `rsync --delete`): the filter as written. Without it everything under `path` goes, which
   * is the difference between cleaning a cache and emptying the home directory.
   */
  matching?: string;
  /**
   * `authenticate`: the file is handed to a client as the user's own credential (`ssh -i KEY`,
   * `curl --cert`, `rsync -e "ssh -i KEY"`). The client reads it to log in to the service it belongs to; the
   * key is used, not taken, which is what tells a deploy script from one that ships the key away.
   */
  purpose?: 'authenticate';
  /** Taint of what is written. */
  content: Taint[];
  /** What is written, when it is text the extractor could resolve (for persistence payloads). */
  contentText?: string;
  /** The file is created or its time updated with nothing put in it (`touch`, `New-Item` without a value). */
  empty?: true;
}

/** Data is turned back into objects by a loader that can run code (`pickle`, `yaml.load`, `node-serialize`). */
export interface DeserializeFact extends FactBase {
  kind: 'deserialize';
  api: string;
  input: Taint[];
  /** The file the loader reads, when the extractor knows it (`pickle.load(open("cache.pkl", "rb"))`). */
  source?: string;
  /**
   * The call switches off the loader's safe mode (`torch.load(…, weights_only=False)`,
   * `numpy.load(…, allow_pickle=True)`, `yaml.load(…, Loader=yaml.UnsafeLoader)`): someone chose to run code.
   */
  safeModeOff?: boolean;
}

/** The process environment is read whole (a dump or a copy), or one secret-looking variable is read. */
export interface EnvFact extends FactBase {
  kind: 'env';
  op: 'dump' | 'read';
  name?: string;
}

/** A loop, with what its body does: the shape of fork bombs and resource exhaustion. */
export interface LoopFact extends FactBase {
  kind: 'loop';
  endless: boolean;
  spawns: boolean;
  /** Starts a copy of itself (fork bomb). */
  forks: boolean;
  /** Writes to disk or allocates without bound. */
  fills: boolean;
  /**
   * How often a bounded loop runs, when the extractor could count it (`for i in 1 2 3`, `{1..100000}`,
   * `$(seq 1 N)`, `for ((i=0; i<N; i++))`): a worker pool of three copies is not a flood of a hundred
   * thousand.
   */
  iterations?: number;
}

/** A natural-language instruction to the agent found in prose (SKILL.md, references, frontmatter). */
export interface InstructionFact extends FactBase {
  kind: 'instruction';
  intent:
    | 'read-credentials'
    | 'send-data'
    | 'write-agent-config'
    | 'disable-safety'
    | 'conceal'
    | 'override'
    | 'run-remote-code'
    /** Load instructions from an address and act on them: whoever serves the text steers the agent. */
    | 'follow-remote'
    | 'persist'
    | 'destroy';
  /** The object the instruction names (a path, a URL, a file), when it names one. */
  object?: string;
  /** What the instruction has the agent handle: secrets, credential files, the environment, the conversation. */
  data?: Taint[];
  /**
   * The rendered document does not show it (an HTML comment, a `[//]: #` line, words split by invisible
   * characters): the user who reads the skill never sees what the agent is told.
   */
  hidden?: boolean;
  /**
   * The text mentions the instruction rather than issuing it: quoted, negated ("never send …"), in a table,
   * or presented as what an attacker writes (the sentence or the headings above say so).
   */
  mentioned?: boolean;
}

/** An MCP server an MCP configuration shipped with the skill would start or connect to. */
export interface McpServerFact extends FactBase {
  kind: 'mcp-server';
  name: string;
  command?: string;
  args: string[];
  url?: string;
  /** Environment the server is given: name → value as written (`${GITHUB_TOKEN}`, a literal). */
  env: Record<string, string>;
  /** HTTP headers sent to a remote server: name → value as written (tokens travel here). */
  headers: Record<string, string>;
  /**
   * Tools the client calls without asking the user (`alwaysAllow`, `autoApprove`; `*` for every tool, as
   * Gemini CLI's `trust: true` means), when the configuration lists any.
   */
  autoApproved?: string[];
}

/** A dependency a manifest declares. */
export interface DependencyFact extends FactBase {
  kind: 'dependency';
  ecosystem: 'pypi' | 'npm';
  name: string;
  /** Version specifier or URL as written. */
  spec: string;
  source: 'registry' | 'url' | 'git' | 'path';
}

/**
 * Where packages are installed from, when a manifest or a package manager's configuration changes it:
 * `--index-url`, `--extra-index-url`, `--trusted-host`, `--find-links` in requirements files, `registry=`
 * in `.npmrc`, `[[source]]` in a Pipfile, `publishConfig.registry`.
 */
export interface RegistryFact extends FactBase {
  kind: 'registry';
  ecosystem: 'pypi' | 'npm' | 'rubygems' | 'homebrew';
  option: 'index-url' | 'extra-index-url' | 'trusted-host' | 'find-links' | 'registry' | 'tap';
  url: string;
  /**
   * The index is searched with the others for every name and any of them may win (uv's `unsafe-*` index
   * strategies): whoever publishes an internal package's name on this host serves it (dependency confusion).
   */
  competes?: true;
}

export type Fact =
  | ProcessFact
  | ExecFact
  | NetworkFact
  | FileFact
  | DeserializeFact
  | EnvFact
  | LoopFact
  | InstructionFact
  | McpServerFact
  | DependencyFact
  | RegistryFact;

export type FactKind = Fact['kind'];

/** A unit with the facts extracted from it. */
export interface AnalysedUnit {
  unit: Unit;
  facts: Fact[];
}
