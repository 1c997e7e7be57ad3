import type { FileClass } from '../../package/classify-file.js';
import type { Fact, Surface, Unit, UnitLanguage } from '../facts.js';
import { blockLanguage } from './block-language.js';
import { readJsonSentences } from './read-json-sentences.js';
import { isManifest, readManifest } from './read-manifest.js';
import { isMcpConfig, readMcpConfig } from './read-mcp-config.js';
import { readPackageConfigBlock } from './read-package-config-block.js';
import { readRubySources } from './read-ruby-sources.js';
import {
  type ConfiguredCommand,
  DEVCONTAINER_RE,
  DOCKERFILE_RE,
  JUSTFILE_RE,
  MAKEFILE_RE,
  MSBUILD_RE,
  quoteForShell,
  readAgentHooks,
  readComposerScripts,
  readComposeServices,
  readDevcontainerCommands,
  readDockerfileScript,
  readFolderOpenTasks,
  readGoGenerate,
  readJustRecipes,
  readJustScripts,
  readMakeRecipes,
  readMsbuildExecs,
  readWorkflowSteps,
  WORKFLOW_RE,
} from './read-run-configs.js';
import { readSetupCommands } from './read-setup-commands.js';
import { readToolDescriptions } from './read-tool-descriptions.js';
import { type MarkdownCode, splitMarkdown } from './split-markdown.js';

/** A unit, with the facts its surface reader already knows (MCP servers, dependencies). */
export interface PreparedUnit {
  unit: Unit;
  facts: Fact[];
}

export interface BuildUnitsInput {
  /** POSIX path relative to the scan root. */
  file: string;
  /** POSIX path relative to the package. */
  inPackage: string;
  text: string;
  fileClass: FileClass;
  /** Package files that run at install or setup time (skill.config.yaml `setup`, a build backend). */
  installFiles: ReadonlySet<string>;
}

const SKILL_FILE = 'SKILL.md';
const SKILL_CONFIG_FILE = 'skill.config.yaml';

/** Scripts a package manager runs while installing or building: setup.py, a crate's build.rs, a Gemfile. */
const INSTALL_SCRIPTS = new Set(['setup.py', 'build.rs', 'Gemfile']);

const CODE_LANGUAGES: Readonly<Record<string, UnitLanguage>> = {
  python: 'python',
  javascript: 'javascript',
  typescript: 'typescript',
  shell: 'shell',
  powershell: 'powershell',
  batch: 'batch',
  ruby: 'ruby',
  perl: 'perl',
  php: 'php',
  go: 'go',
  java: 'java',
  lua: 'lua',
  rust: 'rust',
  csharp: 'csharp',
  swift: 'swift',
};

/**
 * Splits one file into the units rules judge, every byte of it in exactly one unit: a script is one unit;
 * Markdown is its prose plus one unit per code block and inline command (blocks of SKILL.md are what the
 * agent is told to run); an MCP configuration is the file plus one shell unit per server command; a
 * package.json is the manifest plus one unit per lifecycle script.
 */
export function buildUnits(input: BuildUnitsInput): PreparedUnit[] {
  const { file, inPackage, text, fileClass } = input;
  const base = inPackage.slice(inPackage.lastIndexOf('/') + 1);
  const unit = (language: UnitLanguage, surface: Surface, body: string, firstLine: number): Unit => ({
    file,
    inPackage,
    language,
    surface,
    text: body,
    firstLine,
  });

  if (fileClass.kind === 'code') {
    const surface: Surface =
      INSTALL_SCRIPTS.has(base) || input.installFiles.has(inPackage) ? 'install-hook' : 'script';
    const language = CODE_LANGUAGES[fileClass.language] ?? 'text';
    // An MCP server's tool descriptions reach the model as guidance: prose, though written in code.
    const descriptions = readToolDescriptions(text, language).map((d) => ({
      unit: unit('text', 'prose', d.text, d.firstLine),
      facts: [],
    }));
    // `go generate` runs each `//go:generate` line of a Go file as a command, as make runs a recipe.
    const generate =
      language === 'go'
        ? configuredUnits(readGoGenerate(text), (c) => unit('shell', 'script', c.command, c.line))
        : [];
    return [
      { unit: unit(language, surface, text, 1), facts: readRubySources(base, text) },
      ...descriptions,
      ...generate,
    ];
  }
  if (isManifest(inPackage)) {
    const manifest = readManifest(inPackage, text);
    const units: PreparedUnit[] = [
      { unit: unit(base === 'package.json' ? 'json' : 'text', 'manifest', text, 1), facts: manifest.facts },
    ];
    for (const hook of manifest.hooks) {
      units.push({
        unit: unit('shell', hook.onInstall ? 'install-hook' : 'script', hook.command, hook.line),
        facts: [],
      });
    }
    return units;
  }
  if (fileClass.kind === 'markdown') {
    const split = splitMarkdown(text);
    const blocks: Surface = inPackage === SKILL_FILE ? 'skill-block' : 'reference-block';
    const units: PreparedUnit[] = [{ unit: unit('markdown', 'prose', split.prose, 1), facts: [] }];
    for (const code of split.code) {
      const template = markdownTemplate(code);
      if (template !== undefined) {
        // A prompt template quoted whole (a subagent's instructions with their own indented blocks): its
        // text is prose to the agent that receives it, and its blocks are code that agent is told to run.
        const inner = splitMarkdown(template);
        const shift = code.firstLine - 1;
        units.push({ unit: unit('markdown', 'prose', `${'\n'.repeat(shift)}${inner.prose}`, 1), facts: [] });
        for (const c of inner.code) {
          if (c.inline) continue;
          units.push({
            unit: {
              ...unit(blockLanguage(c.info, dedent(c.text)), blocks, dedent(c.text), c.firstLine + shift),
              context: c.context,
            },
            facts: [],
          });
        }
        continue;
      }
      const language = code.inline ? 'shell' : blockLanguage(code.info, code.text);
      if (language === 'json' && isMcpConfig('', code.text)) {
        units.push(...mcpUnits(unit('json', 'mcp-config', code.text, code.firstLine)));
        continue;
      }
      units.push({
        unit: { ...unit(language, blocks, code.text, code.firstLine), context: code.context },
        facts:
          language === 'text' || CONFIG_INFO.has(code.info)
            ? readPackageConfigBlock(code.text, code.firstLine, code.context ?? '')
            : [],
      });
      const configured =
        language === 'json'
          ? [
              ...readFolderOpenTasks(code.text, code.firstLine),
              ...readAgentHooks(code.text, code.firstLine),
              ...readDevcontainerCommands(code.text, code.firstLine),
            ]
          : YAML_INFO.has(code.info) || (code.info === '' && language === 'text')
            ? readComposeServices(code.text, code.firstLine)
            : [];
      units.push(
        ...configuredUnits(configured, (c) => ({
          ...unit('shell', blocks, c.command, c.line),
          context: code.context,
        })),
      );
    }
    return units;
  }
  if (base.endsWith('.json') && isMcpConfig(inPackage, text)) {
    return mcpUnits(unit('json', 'mcp-config', text, 1));
  }
  const units: PreparedUnit[] = [
    {
      unit: unit(
        base.endsWith('.json') ? 'json' : 'text',
        'prose',
        WORKFLOW_RE.test(inPackage) ? withoutRunSteps(text) : text,
        1,
      ),
      facts: [],
    },
  ];
  // A data file's sentences reach the agent when a tool prints them: read as a reference document would
  // be (its inline commands as code), though held in JSON.
  if (base.endsWith('.json'))
    for (const sentence of readJsonSentences(text))
      units.push(
        ...buildUnits({
          ...input,
          text: `${'\n'.repeat(sentence.firstLine - 1)}${sentence.text}`,
          fileClass: { kind: 'markdown' },
        }),
      );
  // A task the editor runs on folder open or an agent's hook runs unasked, like an install hook; a
  // Compose service runs when the skill starts the stack, like its scripts.
  if (base.endsWith('.json'))
    units.push(
      ...configuredUnits(readFolderOpenTasks(text), (c) => unit('shell', 'install-hook', c.command, c.line)),
      ...readAgentHooks(text).map((c) => ({
        unit: {
          ...unit('shell', 'install-hook', c.command, c.line),
          ...(c.getsToolCall === true ? { stdin: ['user-data' as const] } : {}),
        },
        facts: [],
      })),
    );
  if (DEVCONTAINER_RE.test(inPackage))
    units.push(
      ...configuredUnits(readDevcontainerCommands(text), (c) =>
        unit('shell', 'install-hook', c.command, c.line),
      ),
    );
  if (WORKFLOW_RE.test(inPackage))
    units.push(
      ...configuredUnits(readWorkflowSteps(text), (c) => unit('shell', 'script', c.command, c.line)),
    );
  if (MAKEFILE_RE.test(base))
    units.push(...configuredUnits(readMakeRecipes(text), (c) => unit('shell', 'script', c.command, c.line)));
  // `just`, `docker build` and `dotnet build` hand these lines to the shell as `make` does its recipes.
  if (JUSTFILE_RE.test(base)) {
    units.push(...configuredUnits(readJustRecipes(text), (c) => unit('shell', 'script', c.command, c.line)));
    for (const s of readJustScripts(text))
      units.push({ unit: unit(s.language, 'script', s.body, s.line), facts: [] });
  }
  if (DOCKERFILE_RE.test(base))
    units.push({ unit: unit('shell', 'script', readDockerfileScript(text), 1), facts: [] });
  if (MSBUILD_RE.test(base))
    units.push(...configuredUnits(readMsbuildExecs(text), (c) => unit('shell', 'script', c.command, c.line)));
  // Composer runs its install events by itself, as npm runs `postinstall`.
  if (base === 'composer.json')
    for (const c of readComposerScripts(text))
      units.push({
        unit: unit('shell', c.onInstall ? 'install-hook' : 'script', c.command, c.line),
        facts: [],
      });
  if (/\.ya?ml$/.test(base))
    units.push(
      ...configuredUnits(readComposeServices(text), (c) => unit('shell', 'script', c.command, c.line)),
    );
  if (inPackage === SKILL_CONFIG_FILE) {
    for (const { command, line } of readSetupCommands(text))
      units.push({ unit: unit('shell', 'install-hook', command, line), facts: [] });
  }
  return units;
}

/** Info strings of blocks that can hold a package manager's configuration. */
const CONFIG_INFO = new Set(['', 'ini', 'conf', 'cfg', 'toml', 'text', 'txt', 'properties']);

/** Info strings of YAML blocks (Compose files shown in a document). */
const YAML_INFO = new Set(['yaml', 'yml']);

/**
 * A workflow with its `run:` steps blanked (line numbers kept): each step is judged as the shell command it is
 * (`readWorkflowSteps`), not as a sentence to the agent (`-t ${{ secrets.CODECOV_TOKEN }}` sends no secret
 * anywhere the step does not).
 */
function withoutRunSteps(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const step = /^(\s*)(?:-\s+)?run\s*:\s*(.*)$/.exec(lines[i] ?? '');
    if (step === null) continue;
    lines[i] = '';
    if (!/^[|>][-+]?\s*$/.test(step[2] ?? '')) continue;
    const indent = (step[1] ?? '').length;
    while (
      i + 1 < lines.length &&
      ((lines[i + 1] ?? '').trim() === '' || /^\s*/.exec(lines[i + 1] ?? '')![0].length > indent)
    )
      lines[++i] = '';
  }
  return lines.join('\n');
}

function configuredUnits(
  commands: readonly ConfiguredCommand[],
  toUnit: (command: ConfiguredCommand) => Unit,
): PreparedUnit[] {
  return commands.map((c) => ({ unit: toUnit(c), facts: [] }));
}

/**
 * The configuration itself, plus each server's command line as a shell unit on the server's line, so
 * `curl … | sh` as a server command is judged as it would be in a script.
 */
function mcpUnits(config: Unit): PreparedUnit[] {
  const servers = readMcpConfig(config.text, config.firstLine);
  const units: PreparedUnit[] = [{ unit: config, facts: servers }];
  for (const server of servers) {
    if (server.command === undefined) continue;
    const line = [server.command, ...server.args].map(quoteForShell).join(' ');
    units.push({ unit: { ...config, language: 'shell', text: line, firstLine: server.line }, facts: [] });
  }
  return units;
}

/** Info strings under which a block can be a Markdown document rather than code. */
const TEMPLATE_INFO = new Set(['', 'markdown', 'md', 'text', 'txt', 'plaintext', 'prompt']);

/**
 * The text of a block that is itself Markdown with fenced blocks of its own (indented four spaces or
 * more, so they do not close the outer fence), with those fences moved to the margin; undefined for
 * any other block.
 */
function markdownTemplate(code: MarkdownCode): string | undefined {
  if (code.inline || !TEMPLATE_INFO.has(code.info)) return undefined;
  if (!INDENTED_FENCE_RE.test(code.text)) return undefined;
  return code.text.replace(/^[ \t]+(?=`{3,}|~{3,})/gm, '');
}

const INDENTED_FENCE_RE = /^[ \t]*(?:`{3,}|~{3,})/m;

/** Code as it stood inside an indented template: the common margin removed, so Python still parses. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const margins = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const common = margins.length === 0 ? 0 : Math.min(...margins);
  return common === 0
    ? text
    : lines.map((l) => l.slice(Math.min(common, l.length - l.trimStart().length))).join('\n');
}
