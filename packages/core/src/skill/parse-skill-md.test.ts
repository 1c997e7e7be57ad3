import type { Diagnostic } from '@skillport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FRONTMATTER_BYTES, parseSkillMd } from './index.js';

const PATH = '/skills/demo/SKILL.md';
const parse = (input: string | Uint8Array, strict = false) =>
  parseSkillMd(input, { path: PATH, dirName: 'demo', strict });
const codes = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => d.code);
const find = (diagnostics: readonly Diagnostic[], code: string) => diagnostics.find((d) => d.code === code);
const bytesOf = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

const VALID = '---\nname: demo\ndescription: Does demo things.\n---\n# Body\n';

describe('parseSkillMd: the frontmatter block', () => {
  it('reads a plain LF file and points bodyOffset at the first body byte', () => {
    const result = parse(VALID);
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.frontmatter?.description).toBe('Does demo things.');
    expect(result.diagnostics).toEqual([]);
    expect(Buffer.from(VALID).subarray(result.bodyOffset).toString()).toBe('# Body\n');
  });

  it('tolerates a leading BOM (bodyOffset counts the BOM bytes)', () => {
    const input = bytesOf([0xef, 0xbb, 0xbf], VALID);
    const result = parse(input);
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.diagnostics).toEqual([]);
    expect(Buffer.from(input).subarray(result.bodyOffset).toString()).toBe('# Body\n');
  });

  it('reads CRLF files, keeps CR out of values and skips the CRLF pair for the body', () => {
    const crlf = VALID.replace(/\n/g, '\r\n');
    const result = parse(crlf);
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.frontmatter?.description).toBe('Does demo things.');
    expect(Buffer.from(crlf).subarray(result.bodyOffset).toString()).toBe('# Body\r\n');
  });

  it('reads lone-CR (old Mac) files', () => {
    const cr = VALID.replace(/\n/g, '\r');
    const result = parse(cr);
    expect(result.frontmatter?.description).toBe('Does demo things.');
    expect(Buffer.from(cr).subarray(result.bodyOffset).toString()).toBe('# Body\r');
  });

  it('keeps CRLF line numbers right in diagnostics', () => {
    const result = parse('---\r\nname: demo\r\ndescription: x\r\ncolour: blue\r\n---\r\n');
    expect(find(result.diagnostics, 'UNKNOWN_FIELD')?.line).toBe(4);
  });

  it('accepts delimiters with trailing spaces or tabs', () => {
    const result = parse('--- \t\nname: demo\ndescription: ok\n---   \nbody');
    expect(result.frontmatter?.description).toBe('ok');
  });

  it('does not accept "----" or "--- x" as a delimiter', () => {
    expect(codes(parse('----\nname: demo\ndescription: x\n----\n').diagnostics)).toEqual([
      'FRONTMATTER_MISSING',
    ]);
    const r = parse('---\nname: demo\ndescription: x\n--- not a delimiter\n');
    expect(r.frontmatter).toBeUndefined();
    expect(codes(r.diagnostics)).toEqual(['FRONTMATTER_MISSING']);
  });

  it('accepts a file that ends right after the closing delimiter (no body, no newline)', () => {
    const text = '---\nname: demo\ndescription: ok\n---';
    const result = parse(text);
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.bodyOffset).toBe(Buffer.byteLength(text));
  });

  it.each([
    ['no frontmatter at all', '# Just markdown\n'],
    ['an empty file', ''],
    ['the opening delimiter indented', ' ---\nname: demo\ndescription: x\n---\n'],
  ])('reports FRONTMATTER_MISSING for %s', (_label, text) => {
    const result = parse(text);
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      level: 'error',
      code: 'FRONTMATTER_MISSING',
      line: 1,
      path: PATH,
    });
  });

  it('reports an unclosed frontmatter as FRONTMATTER_MISSING with a fix in the message', () => {
    const result = parse('---\nname: demo\ndescription: x\n# body without closing line\n');
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics[0]?.code).toBe('FRONTMATTER_MISSING');
    expect(result.diagnostics[0]?.message).toMatch(/never closed/);
  });

  it('an empty frontmatter falls back to the folder name but does not load without a description', () => {
    const result = parse('---\n---\nbody');
    expect(result.frontmatter).toBeUndefined();
    expect(codes(result.diagnostics)).toEqual(['NAME_INVALID', 'DESC_MISSING']);
    expect(find(result.diagnostics, 'DESC_MISSING')?.level).toBe('error');
  });

  it('a comment-only frontmatter behaves like an empty one', () => {
    expect(codes(parse('---\n# nothing\n---\n').diagnostics)).toContain('DESC_MISSING');
  });

  it.each([
    ['a list', '---\n- name: demo\n- description: x\n---\n'],
    ['a scalar', '---\njust some words\n---\n'],
    ['a number', '---\n42\n---\n'],
  ])('rejects a frontmatter that is %s with YAML_ERROR', (_label, text) => {
    const result = parse(text);
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ level: 'error', code: 'YAML_ERROR', line: 2 });
    expect(result.diagnostics[0]?.message).toMatch(/mapping/);
  });
});

describe('parseSkillMd: YAML 1.2 core schema', () => {
  it('keeps dates, on/yes/no/off and version-like numbers as written', () => {
    const result = parse(
      [
        '---',
        'name: demo',
        'description: Released 2024-01-02',
        'version: 1.0',
        'author: 2024-05-06',
        'metadata:',
        '  released: 2024-01-02',
        '  switch: on',
        '  answer: yes',
        '  off-value: off',
        '  real: true',
        '---',
      ].join('\n'),
    );
    const fm = result.frontmatter!;
    expect(fm.version).toBe('1.0');
    expect(fm.author).toBe('2024-05-06');
    expect(fm.metadata).toEqual({
      released: '2024-01-02',
      switch: 'on',
      answer: 'yes',
      'off-value': 'off',
      real: true,
    });
    // version: 1.0 is a number in YAML; reading it as text is a type deviation worth a diagnostic.
    expect(
      result.diagnostics.find((d) => d.code === 'FIELD_TYPE' && d.detail?.field === 'version'),
    ).toBeDefined();
  });

  it('keeps `1.10` as "1.10" (not 1.1) and `0x1F` as written', () => {
    const fm = parse('---\nname: demo\ndescription: x\nversion: 1.10\nlicense: 0x1F\n---\n').frontmatter!;
    expect(fm.version).toBe('1.10');
    expect(fm.license).toBe('0x1F');
  });

  it('does not treat `on`/`yes` as booleans for boolean fields', () => {
    const result = parse('---\nname: demo\ndescription: x\ndisable-model-invocation: yes\n---\n');
    expect(result.frontmatter?.disableModelInvocation).toBe(false);
    expect(find(result.diagnostics, 'FIELD_TYPE')?.detail?.field).toBe('disable-model-invocation');
  });

  it('reports duplicate keys as YAML_ERROR on the line of the repeated key', () => {
    const result = parse('---\nname: demo\ndescription: one\nlicense: MIT\ndescription: two\n---\n');
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ level: 'error', code: 'YAML_ERROR', line: 5 });
    expect(result.diagnostics[0]?.message).toMatch(/[Dd]uplicate/);
  });

  it('reports nested duplicate keys too', () => {
    const result = parse('---\nname: demo\ndescription: x\nmetadata:\n  a: 1\n  a: 2\n---\n');
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics[0]).toMatchObject({ code: 'YAML_ERROR', line: 6 });
  });

  it('does not try to "recover" a duplicate key by quoting values', () => {
    const result = parse('---\nname: demo\ndescription: a: b\ndescription: c\n---\n');
    expect(codes(result.diagnostics)).toEqual(['YAML_ERROR']);
  });

  it('stops a billion-laughs alias bomb quickly with a YAML_ERROR', () => {
    const lines = [
      '---',
      'name: demo',
      'description: boom',
      'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ];
    for (let i = 1; i <= 12; i++) {
      const prev = `*a${i - 1}`;
      lines.push(`a${i}: &a${i} [${Array(9).fill(prev).join(', ')}]`);
    }
    lines.push('---');
    // 9^12 expansions would never finish: the test timeout is the bound.
    const result = parse(lines.join('\n'));
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ level: 'error', code: 'YAML_ERROR' });
    expect(result.diagnostics[0]?.detail?.yamlCode).toBe('ALIAS_LIMIT');
  });

  it('still allows a few ordinary aliases', () => {
    const result = parse('---\nname: demo\ndescription: &d Shared text\nmetadata:\n  summary: *d\n---\n');
    expect(result.frontmatter?.metadata).toEqual({ summary: 'Shared text' });
  });

  it('points an error at the end of the YAML at its last line, not at the closing delimiter', () => {
    const result = parse('---\nname: demo\ndescription: [unclosed bracket\n---\nbody\n');
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'YAML_ERROR', line: 3 })]);
    const quote = parse('---\nname: demo\ndescription: "open quote\n\n---\n');
    expect(quote.diagnostics).toEqual([expect.objectContaining({ code: 'YAML_ERROR', line: 3 })]);
  });

  it('reports invalid YAML with the file line of the problem', () => {
    const result = parse('---\nname: demo\ndescription: x\nmetadata: [unclosed\n---\n');
    expect(result.frontmatter).toBeUndefined();
    const error = find(result.diagnostics, 'YAML_ERROR');
    expect(error?.level).toBe('error');
    expect(error?.line).toBeGreaterThanOrEqual(4);
  });
});

describe('parseSkillMd: size and encoding limits', () => {
  it(`rejects frontmatter above ${MAX_FRONTMATTER_BYTES} bytes with FRONTMATTER_TOO_LARGE`, () => {
    const filler = `notes: "${'x'.repeat(MAX_FRONTMATTER_BYTES)}"\n`;
    const result = parse(`---\nname: demo\ndescription: big\n${filler}---\nbody`);
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ level: 'error', code: 'FRONTMATTER_TOO_LARGE', line: 1 }),
    ]);
  });

  it('rejects an oversized frontmatter made of many short lines', () => {
    const many = Array.from({ length: 8_000 }, (_, i) => `k${i}: value-${i}`).join('\n');
    expect(codes(parse(`---\nname: demo\ndescription: x\n${many}\n---\n`).diagnostics)).toEqual([
      'FRONTMATTER_TOO_LARGE',
    ]);
  });

  it('accepts a frontmatter just under the limit', () => {
    const head = '---\nname: demo\ndescription: x\nnotes: "';
    const pad = MAX_FRONTMATTER_BYTES - Buffer.byteLength('name: demo\ndescription: x\nnotes: ""\n') - 10;
    const result = parse(`${head}${'y'.repeat(pad)}"\n---\n`);
    expect(result.frontmatter?.name).toBe('demo');
    expect(codes(result.diagnostics)).toEqual(['UNKNOWN_FIELD']);
  });

  it('rejects NUL bytes in the frontmatter as a binary file', () => {
    const result = parse(bytesOf('---\nname: demo\ndescription: a', [0, 0, 1, 2], '\n---\n'));
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'ENCODING_ERROR' })]);
  });

  it.each([
    ['UTF-16LE', (t: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])],
    [
      'UTF-16BE',
      (t: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(t, 'utf16le').swap16()]),
    ],
  ])('says a %s file is not UTF-8 (instead of "no frontmatter")', (_label, encode) => {
    const result = parse(encode(VALID));
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'ENCODING_ERROR' })]);
    expect(result.diagnostics[0]?.message).toMatch(/UTF-8/);
  });

  it('rejects a PNG file saved as SKILL.md', () => {
    const png = bytesOf(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
      'IHDR',
      [0, 0, 1, 0],
    );
    const result = parse(png);
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]?.level).toBe('error');
  });

  it('never throws on random bytes, and never loads them', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return seed & 0xff;
    };
    for (let round = 0; round < 200; round++) {
      const bytes = Uint8Array.from({ length: 1 + (round % 50) * 20 }, random);
      const result = parse(bytes);
      expect(result.frontmatter).toBeUndefined();
      expect(result.diagnostics.length).toBeGreaterThan(0);
    }
  });

  it('never throws on random bytes inside a well-formed frontmatter block', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return seed & 0xff;
    };
    for (let round = 0; round < 200; round++) {
      const noise = Uint8Array.from({ length: 64 }, random).filter((b) => b !== 0x0a && b !== 0x0d);
      const result = parse(bytesOf('---\nname: demo\ndescription: ', [...noise], '\n---\n'));
      expect(Array.isArray(result.diagnostics)).toBe(true);
      if (result.frontmatter === undefined)
        expect(result.diagnostics.some((d) => d.level === 'error')).toBe(true);
    }
  });

  it('reads invalid UTF-8 with no UTF-8 sequence in it as Windows-1252, with an ENCODING_ERROR warning', () => {
    const result = parse(bytesOf('---\nname: demo\ndescription: caf', [0xe9], ' au lait\n---\n'));
    expect(result.frontmatter?.description).toBe('café au lait');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        level: 'warning',
        code: 'ENCODING_ERROR',
        detail: { decodedAs: 'windows-1252' },
      }),
    ]);
  });

  it('loads UTF-8 with a stray invalid byte with replacement characters and an ENCODING_ERROR warning', () => {
    const result = parse(bytesOf('---\nname: demo\ndescription: café caf', [0xe9], ' au lait\n---\n'));
    expect(result.frontmatter?.description).toBe('café caf\uFFFD au lait');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ level: 'warning', code: 'ENCODING_ERROR' }),
    ]);
  });

  it('makes invalid UTF-8 an error under strict', () => {
    const result = parse(bytesOf('---\nname: demo\ndescription: caf', [0xe9], '\n---\n'), true);
    expect(find(result.diagnostics, 'ENCODING_ERROR')?.level).toBe('error');
  });

  it('ignores invalid UTF-8 and NUL bytes in the body (only the frontmatter is read)', () => {
    const result = parse(bytesOf(VALID, [0xff, 0xfe, 0, 0, 0x89]));
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.diagnostics).toEqual([]);
  });

  it('reads non-ASCII text correctly', () => {
    const result = parse('---\nname: demo\ndescription: 生成 PPT — “quotes” 🚀\n---\n');
    expect(result.frontmatter?.description).toBe('生成 PPT — “quotes” 🚀');
  });
});

describe('parseSkillMd: recovery of common YAML mistakes', () => {
  it('recovers an unquoted ": " in a value with YAML_RECOVERED naming the file line and a hint', () => {
    const result = parse('---\nname: demo\nlicense: MIT\ndescription: Use when: the user asks\n---\n');
    expect(result.frontmatter?.description).toBe('Use when: the user asks');
    const recovered = find(result.diagnostics, 'YAML_RECOVERED');
    expect(recovered).toMatchObject({ level: 'warning', line: 4, skill: 'demo' });
    expect(String(recovered?.detail?.hint)).toMatch(/[Qq]uote/);
    expect(codes(result.diagnostics)).toEqual(['YAML_RECOVERED']);
  });

  it('counts file lines correctly after a BOM and with CRLF', () => {
    const text = '\uFEFF---\r\nname: demo\r\n\r\ndescription: Step 1: do it\r\n---\r\n';
    const result = parse(text);
    expect(result.frontmatter?.description).toBe('Step 1: do it');
    expect(find(result.diagnostics, 'YAML_RECOVERED')?.line).toBe(4);
  });

  it('recovers a value ending in ":"', () => {
    const result = parse('---\nname: demo\ndescription: Use it for:\n---\n');
    expect(result.frontmatter?.description).toBe('Use it for:');
    expect(find(result.diagnostics, 'YAML_RECOVERED')?.line).toBe(3);
  });

  it('recovers a plain value starting with @', () => {
    const result = parse('---\nname: demo\ndescription: "ok"\nauthor: @octocat\n---\n');
    expect(result.frontmatter?.author).toBe('@octocat');
    expect(find(result.diagnostics, 'YAML_RECOVERED')).toMatchObject({ line: 4, detail: expect.anything() });
  });

  it('recovers a plain value starting with a backtick', () => {
    const result = parse('---\nname: demo\ndescription: `npm test` runner\n---\n');
    expect(result.frontmatter?.description).toBe('`npm test` runner');
    expect(find(result.diagnostics, 'YAML_RECOVERED')?.line).toBe(3);
  });

  it('recovers several broken lines at once, one diagnostic each', () => {
    const result = parse('---\nname: demo\ndescription: a: b\nauthor: @me\n---\n');
    expect(result.frontmatter).toMatchObject({ description: 'a: b', author: '@me' });
    expect(result.diagnostics.filter((d) => d.code === 'YAML_RECOVERED').map((d) => d.line)).toEqual([3, 4]);
  });

  it('recovers a broken line inside metadata, naming its line', () => {
    const result = parse('---\nname: demo\ndescription: x\nmetadata:\n  note: Step 1: read\n---\n');
    expect(result.frontmatter?.metadata).toEqual({ note: 'Step 1: read' });
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['YAML_RECOVERED', 5]]);
  });

  it('still reports a " #" truncation on another line after a recovery', () => {
    const result = parse('---\nname: demo\ndescription: Use when: asked\nlicense: MIT #see file\n---\n');
    expect(result.frontmatter?.license).toBe('MIT');
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['YAML_RECOVERED', 3],
      ['YAML_COMMENT_TRUNCATION', 4],
    ]);
  });

  it('keeps a valid `key: value: more` inside a quoted string untouched (no recovery needed)', () => {
    const result = parse('---\nname: demo\ndescription: "Use when: asked"\n---\n');
    expect(result.frontmatter?.description).toBe('Use when: asked');
    expect(result.diagnostics).toEqual([]);
  });

  it('does not rewrite block-scalar text while recovering another line', () => {
    const result = parse(
      [
        '---',
        'name: demo',
        'description: |',
        '  Note: this text: stays',
        '  as written',
        'author: @me',
        '---',
      ].join('\n'),
    );
    expect(result.frontmatter?.description).toBe('Note: this text: stays\nas written');
    expect(result.frontmatter?.author).toBe('@me');
    expect(result.diagnostics.filter((d) => d.code === 'YAML_RECOVERED').map((d) => d.line)).toEqual([6]);
  });

  it('reports YAML_ERROR (not YAML_RECOVERED) when quoting does not fix the YAML', () => {
    const result = parse('---\nname: demo\ndescription: a: b\nmetadata: [unclosed\n---\n');
    expect(result.frontmatter).toBeUndefined();
    expect(codes(result.diagnostics)).toEqual(['YAML_ERROR']);
  });

  it('makes a recovered YAML an error under strict', () => {
    const result = parse('---\nname: demo\ndescription: Use when: asked\n---\n', true);
    expect(find(result.diagnostics, 'YAML_RECOVERED')?.level).toBe('error');
  });

  it('warns about a plain value cut short by " #" with the line and what was dropped', () => {
    const result = parse('---\nname: demo\ndescription: Fixes issue #42 and more\nlicense: MIT\n---\n');
    expect(result.frontmatter?.description).toBe('Fixes issue');
    const warning = find(result.diagnostics, 'YAML_COMMENT_TRUNCATION');
    expect(warning).toMatchObject({ level: 'warning', line: 3 });
    expect(warning?.detail).toMatchObject({ kept: 'Fixes issue', dropped: '#42 and more' });
  });

  it('warns about truncation inside metadata too', () => {
    const result = parse('---\nname: demo\ndescription: x\nmetadata:\n  note: use C #sharp\n---\n');
    expect(find(result.diagnostics, 'YAML_COMMENT_TRUNCATION')?.line).toBe(5);
  });

  it('does not warn for "#" without a space before it, quoted values, or a real comment line', () => {
    const result = parse(
      '---\n# a real comment\nname: demo\ndescription: Works with C# and F#\nlicense: "MIT #1"\n---\n',
    );
    expect(result.frontmatter?.description).toBe('Works with C# and F#');
    expect(result.frontmatter?.license).toBe('MIT #1');
    expect(result.diagnostics).toEqual([]);
  });
});

describe('parseSkillMd: properties', () => {
  const token = fc.constantFrom(
    'name',
    'description',
    'metadata',
    'allowed-tools',
    ': ',
    ':',
    ' #',
    '#',
    '@',
    '`',
    '"',
    "'",
    '|',
    '>',
    '-',
    '[',
    ']',
    '{',
    '}',
    '&a',
    '*a',
    '!!str',
    '  ',
    '\t',
    'demo',
    'text',
    '1.0',
    'yes',
    '~',
    '\\',
    '\u2028',
    '\r',
    '__proto__',
  );
  const line = fc.array(token, { maxLength: 8 }).map((parts) => parts.join(''));
  const frontmatter = fc.array(line, { maxLength: 10 });

  it('never throws; loaded skills always have a name and description; lines stay inside the file', () => {
    fc.assert(
      fc.property(frontmatter, fc.boolean(), (lines, strict) => {
        const text = ['---', 'name: demo', ...lines, 'description: fallback', '---', 'body'].join('\n');
        const fileLines = text.split(/\r\n|\r|\n/).length;
        const result = parseSkillMd(text, { path: PATH, dirName: 'demo', strict });
        if (result.frontmatter) {
          expect(result.frontmatter.name.trim()).not.toBe('');
          expect(result.frontmatter.description.trim()).not.toBe('');
        } else {
          expect(result.diagnostics.some((d) => d.level === 'error')).toBe(true);
        }
        for (const d of result.diagnostics) {
          expect(['error', 'warning', 'info']).toContain(d.level);
          if (d.line !== undefined) {
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.line).toBeLessThanOrEqual(fileLines);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['description: True'],
    ['description: FALSE'],
    ['description: Null'],
    ['null: x'],
    ['True: x'],
    ['metadata:\n  __proto__: x'],
    ['metadata:\n  null: x'],
    ["author: 'it''s'"],
  ])('reads %j the same on the fast path and the full parser', (extra) => {
    const summary = (text: string) => {
      const r = parseSkillMd(text, { path: PATH, dirName: 'demo' });
      return { frontmatter: r.frontmatter, diagnostics: r.diagnostics.map((d) => [d.code, d.level, d.line]) };
    };
    const lines = extra.startsWith('description')
      ? ['name: demo', extra]
      : ['name: demo', 'description: x', extra];
    const fast = summary(['---', ...lines, '---', ''].join('\n'));
    expect(fast).toEqual(summary(['---', ...lines, '  # full parser', '---', ''].join('\n')));
    if (extra === 'description: True') expect(fast.frontmatter?.description).toBe('True');
  });

  it('gives the same result whether or not the simple-frontmatter fast path applies', () => {
    const key = fc.constantFrom(
      'name',
      'description',
      'license',
      'version',
      'metadata',
      'user-invocable',
      'secrets-autonomous',
      'allowed-tools',
      'x',
      'True',
      'null',
      'on',
      '_k',
    );
    const value = fc.oneof(
      fc.constantFrom(
        '',
        'demo',
        'true',
        'True',
        'null',
        '~',
        'yes',
        "'q'",
        '"dq"',
        "'it''s'",
        'a:b',
        'a  b',
        'NaN',
      ),
      fc.string({ maxLength: 8, unit: 'binary' }).filter((v) => !/[\n\r]/.test(v)),
    );
    const line = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
      fc.tuple(key, value).map(([k, v]) => `  ${k}: ${v}`),
      key.map((k) => `${k}:`),
    );
    const summary = (text: string) => {
      const r = parseSkillMd(text, { path: PATH, dirName: 'demo' });
      return {
        frontmatter: r.frontmatter,
        diagnostics: r.diagnostics.map((d) => [d.code, d.level, d.line, d.detail?.field]),
      };
    };
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        // An indented comment line changes nothing in YAML but is outside the fast path's subset.
        const full = summary(['---', ...lines, '  # full parser', '---', ''].join('\n'));
        expect(summary(['---', ...lines, '---', ''].join('\n'))).toEqual(full);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (body) => {
        const result = parseSkillMd(`---\n${body}\n---\n`, { path: PATH, dirName: 'demo' });
        expect(Array.isArray(result.diagnostics)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
