import { describe, expect, it } from 'vitest';
import { classify, DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS, parseSkillConfig } from './index.js';

const PATH = '/skills/ocr/skill.config.yaml';
const parse = (text: string) => parseSkillConfig(text, PATH);

const FULL = `
runtime: python
entrypoint: src/main.py
timeout: 45000
env:
  - { name: OCR_API_KEY, required: true, description: "Key for the OCR service" }
  - { name: OCR_ENDPOINT, required: false, default: "https://ocr.example.com" }
  - { name: RETRIES, default: 3 }
dependencies:
  system: [ { name: ffmpeg, check: "ffmpeg -version" }, { name: tesseract } ]
  python: { source: requirements.txt }
  node: { packages: ["pptxgenjs"] }
setup: { posix: scripts/setup.sh }
interface:
  input:
    image_path: { type: string, required: true, description: "Image to read" }
    language: { type: string, default: auto }
  output:
    text: { type: string }
sandbox: { network: true }
references:
  required: [references/create.md]
  optional: [references/tracing.md]
  routes:
    - { match: [create, generate, new], required_refs: [references/create.md] }
`;

describe('parseSkillConfig: valid configs', () => {
  it('reads every field of a compute-entry config', () => {
    const { config, diagnostics } = parse(FULL);
    expect(diagnostics).toEqual([]);
    expect(config).toEqual({
      runtime: 'python',
      entrypoint: 'src/main.py',
      timeoutMs: 45_000,
      env: [
        { name: 'OCR_API_KEY', required: true, description: 'Key for the OCR service', secret: true },
        { name: 'OCR_ENDPOINT', required: false, default: 'https://ocr.example.com', secret: false },
        { name: 'RETRIES', required: false, default: '3', secret: false },
      ],
      dependencies: {
        system: [{ name: 'ffmpeg', check: 'ffmpeg -version' }, { name: 'tesseract' }],
        python: { source: 'requirements.txt' },
        node: { packages: ['pptxgenjs'] },
      },
      setup: { posix: 'scripts/setup.sh' },
      interface: {
        input: {
          image_path: { type: 'string', required: true, description: 'Image to read' },
          language: { type: 'string', required: false, default: 'auto' },
        },
        output: { text: { type: 'string', required: false } },
      },
      sandbox: { network: true },
      references: {
        required: ['references/create.md'],
        optional: ['references/tracing.md'],
        routes: [{ match: ['create', 'generate', 'new'], requiredRefs: ['references/create.md'] }],
      },
    });
    expect(classify(config)).toBe('compute-entry');
  });

  it('classifies a runtime without entrypoint as compute-toolkit, with defaults filled in', () => {
    const { config, diagnostics } = parse('runtime: node\n');
    expect(diagnostics).toEqual([]);
    expect(config).toEqual({
      runtime: 'node',
      timeoutMs: DEFAULT_TIMEOUT_MS,
      env: [],
      dependencies: { system: [] },
      sandbox: { network: false },
    });
    expect(classify(config)).toBe('compute-toolkit');
  });

  it('classifies no config, and a config without runtime, as prompt', () => {
    expect(classify(undefined)).toBe('prompt');
    const { config } = parse('references:\n  required: [a.md]\n');
    expect(config?.references?.required).toEqual(['a.md']);
    expect(classify(config)).toBe('prompt');
  });

  it('accepts an empty file (all defaults)', () => {
    expect(parse('').config?.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(parse('# only a comment\n').diagnostics).toEqual([]);
  });

  it('accepts the maximum timeout exactly', () => {
    expect(parse(`runtime: bash\ntimeout: ${MAX_TIMEOUT_MS}\n`).config?.timeoutMs).toBe(MAX_TIMEOUT_MS);
  });

  it('marks env names that look like secrets as secret unless declared otherwise', () => {
    const { config } = parse(
      'env:\n  - { name: GITHUB_TOKEN }\n  - { name: DB_PASSWORD }\n  - { name: MODE }\n  - { name: API_KEY_ID, secret: false }\n',
    );
    expect(config?.env.map((e) => [e.name, e.secret])).toEqual([
      ['GITHUB_TOKEN', true],
      ['DB_PASSWORD', true],
      ['MODE', false],
      ['API_KEY_ID', false],
    ]);
  });
});

describe('parseSkillConfig: CONFIG_PARSE_ERROR', () => {
  it.each([
    ['invalid YAML', 'runtime: [python\n'],
    ['a duplicate key', 'runtime: python\nruntime: node\n'],
    ['a list at the root', '- runtime: python\n'],
    ['a scalar at the root', 'python\n'],
    ['an unknown key', 'runtime: python\nentry: main.py\n'],
    ['an unknown nested key', 'runtime: python\nsandbox: { network: false, filesystem: rw }\n'],
    ['an unknown runtime', 'runtime: ruby\n'],
    ['an entrypoint without runtime', 'entrypoint: main.py\n'],
    ['an absolute entrypoint', 'runtime: python\nentrypoint: /usr/bin/python3\n'],
    ['an entrypoint escaping with ..', 'runtime: python\nentrypoint: ../other/main.py\n'],
    ['an entrypoint escaping midway', 'runtime: python\nentrypoint: src/../../main.py\n'],
    ['an entrypoint escaping with backslashes', 'runtime: python\nentrypoint: src\\..\\..\\main.py\n'],
    ['an empty entrypoint', 'runtime: python\nentrypoint: "  "\n'],
    ['a drive-letter entrypoint', 'runtime: python\nentrypoint: "C:/tools/main.py"\n'],
    ['a UNC entrypoint', 'runtime: python\nentrypoint: "\\\\\\\\server\\\\share\\\\main.py"\n'],
    ['a setup script outside the skill', 'runtime: bash\nsetup: { posix: ../../bin/install.sh }\n'],
    ['an absolute setup script', 'runtime: bash\nsetup: { posix: /tmp/x.sh }\n'],
    ['a Windows setup script outside the skill', 'runtime: bash\nsetup: { windows: "..\\\\x.ps1" }\n'],
    [
      'a requirements file outside the skill',
      'runtime: python\ndependencies: { python: { source: ../requirements.txt } }\n',
    ],
    ['a reference outside the skill', 'references: { required: [../../etc/passwd] }\n'],
    ['an absolute route reference', 'references: { routes: [{ match: x, required_refs: [/etc/passwd] }] }\n'],
    ['a timeout over the maximum', `runtime: python\ntimeout: ${MAX_TIMEOUT_MS + 1}\n`],
    ['a zero timeout', 'runtime: python\ntimeout: 0\n'],
    ['a negative timeout', 'runtime: python\ntimeout: -5\n'],
    ['a fractional timeout', 'runtime: python\ntimeout: 1.5\n'],
    ['a string timeout', 'runtime: python\ntimeout: "30s"\n'],
    ['a bad env name', 'env:\n  - { name: "BAD-NAME" }\n'],
    ['a non-boolean sandbox.network', 'sandbox: { network: "yes" }\n'],
    ['an invalid references block', 'references: { required: "a.md" }\n'],
    ['an unknown interface type', 'interface: { input: { x: { type: file } } }\n'],
  ])('rejects %s with one CONFIG_PARSE_ERROR and no config', (_label, text) => {
    const { config, diagnostics } = parse(text);
    expect(config).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'CONFIG_PARSE_ERROR', path: PATH });
    expect(diagnostics[0]?.message).toMatch(/prompt skill/);
  });

  it('accepts paths inside the skill, including ones with dots in names', () => {
    const { config, diagnostics } = parse(
      'runtime: python\nentrypoint: ./src/main.py\nsetup: { posix: scripts/..setup.sh }\n' +
        'dependencies: { python: { source: requirements.txt } }\nreferences: { required: [refs/a..b.md] }\n',
    );
    expect(diagnostics).toEqual([]);
    expect(config?.setup?.posix).toBe('scripts/..setup.sh');
  });

  it('names the escaping field', () => {
    expect(parse('runtime: bash\nsetup: { posix: ../x.sh }\n').diagnostics[0]?.message).toMatch(
      /setup\.posix/,
    );
    expect(parse('references: { optional: [../x.md] }\n').diagnostics[0]?.message).toMatch(/references/);
  });

  it('names the offending field', () => {
    expect(parse('runtime: python\ntimeout: 9999999\n').diagnostics[0]?.message).toMatch(/timeout/);
    expect(parse('runtime: python\nbogus: 1\n').diagnostics[0]?.message).toMatch(/bogus|unrecognized/i);
  });

  it('gives the line of a YAML syntax error', () => {
    expect(parse('runtime: python\nenv:\n  - { name: A\n').diagnostics[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it('stops an alias bomb in the config', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i <= 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const { config, diagnostics } = parse(lines.join('\n'));
    expect(config).toBeUndefined();
    expect(diagnostics[0]?.code).toBe('CONFIG_PARSE_ERROR');
    expect(diagnostics[0]?.message).toMatch(/alias/);
  });
});
