import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseFrontmatterYaml, parseSkillMd } from './index.js';

/**
 * Real-world-style broken or odd frontmatters and what the loader makes of them (SPEC §1.1: load whenever a
 * name and a description can be read, report every deviation). `diags` is the full list of diagnostic
 * codes with their file lines, in order.
 */
interface Case {
  title: string;
  text: string | Uint8Array;
  loads: boolean;
  name?: string;
  description?: string;
  diags: [code: string, line: number | undefined][];
  /** Further checks on the frontmatter. */
  extra?: Record<string, unknown>;
}

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n# Body\n`;
const latin = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

const CASES: Case[] = [
  // --- unquoted ": " -------------------------------------------------------------------------------------
  {
    title: 'unquoted ": " in several fields at once',
    text: fm(
      'name: demo',
      'description: Use when: the user asks. Note: needs git',
      'compatibility: Requires: node 20',
      'license: MIT',
    ),
    loads: true,
    description: 'Use when: the user asks. Note: needs git',
    diags: [
      ['YAML_RECOVERED', 3],
      ['YAML_RECOVERED', 4],
    ],
    extra: { compatibility: 'Requires: node 20', license: 'MIT' },
  },
  {
    title: 'allowed-tools with a ": " inside parentheses',
    text: fm('name: demo', 'description: Commits', 'allowed-tools: Bash(git commit: *), Read'),
    loads: true,
    description: 'Commits',
    diags: [['YAML_RECOVERED', 4]],
    extra: { allowedTools: ['Bash(git commit: *)', 'Read'] },
  },
  {
    title: 'allowed-tools with commas and parentheses (valid plain YAML)',
    text: fm('name: demo', 'description: Adds files', 'allowed-tools: Bash(git add:*), Read, Grep'),
    loads: true,
    description: 'Adds files',
    diags: [],
    extra: { allowedTools: ['Bash(git add:*)', 'Read', 'Grep'] },
  },
  {
    title: 'description continued on indented lines that contain ": "',
    text: fm(
      'name: demo',
      'description: Use this skill when the user asks',
      '  for a report. Output: a PDF file',
      'license: MIT',
    ),
    loads: true,
    description: 'Use this skill when the user asks for a report. Output: a PDF file',
    diags: [['YAML_RECOVERED', 3]],
    extra: { license: 'MIT' },
  },
  {
    title: 'first line has ": " and the text continues on indented lines (with a blank line)',
    text: fm(
      'name: demo',
      'description: Triggers: "make a deck",',
      '  "build slides" or similar.',
      '',
      '  Second paragraph.',
      'license: MIT',
    ),
    loads: true,
    description: 'Triggers: "make a deck", "build slides" or similar.\nSecond paragraph.',
    diags: [['YAML_RECOVERED', 3]],
    extra: { license: 'MIT' },
  },
  {
    title: 'a valid multi-line plain description is left alone while another line is recovered',
    text: fm('name: demo', 'description: Reads files', '  and folds lines', 'author: @me'),
    loads: true,
    description: 'Reads files and folds lines',
    diags: [['YAML_RECOVERED', 5]],
    extra: { author: '@me' },
  },
  {
    title: 'a valid multi-line quoted description with ": " inside is left alone',
    text: fm('name: demo', 'description: "Starts here', '  note: a: b continues"', 'author: @me'),
    loads: true,
    description: 'Starts here note: a: b continues',
    diags: [['YAML_RECOVERED', 5]],
    extra: { author: '@me' },
  },
  {
    title: 'children of an anchored mapping are repaired as keys, not folded into text',
    text: fm('name: demo', 'description: Does X', 'metadata: &m', '  note: Step 1: read'),
    loads: true,
    description: 'Does X',
    diags: [['YAML_RECOVERED', 5]],
    extra: { metadata: { note: 'Step 1: read' } },
  },
  {
    title: 'a URL-like unknown key without a space is not rewritten',
    text: fm('name: demo', 'description: Use when: asked', 'homepage: https://example.com/a'),
    loads: true,
    description: 'Use when: asked',
    diags: [
      ['YAML_RECOVERED', 3],
      ['UNKNOWN_FIELD', 4],
    ],
    extra: { extra: { homepage: 'https://example.com/a' } },
  },
  {
    title:
      'a valid folded description whose second line looks like a key with a no-break space stays one value',
    text: fm('name: demo', 'description: Reads files', '  note:\u00a0kept as text', 'author: @me'),
    loads: true,
    description: 'Reads files note:\u00a0kept as text',
    diags: [['YAML_RECOVERED', 5]],
    extra: { author: '@me' },
  },
  // --- values starting with a YAML indicator, followed by prose ------------------------------------------
  ...(
    [
      ['[', '[WIP] Does X'],
      ['{', '{beta} Summarises logs'],
      ['*', '*Experimental* helper'],
      ['&', '& more helpers'],
      ['!', '!important Read the docs first'],
      ['! with colon', '!Note: read first'],
      ['%', '%50 faster builds'],
      ['|', '| Pipes text through jq'],
      ['- ', '- Converts files to PDF'],
      ['? ', '? Unsure what this does'],
      [',', ', and more'],
      ['@', '@team helper'],
      ['`', '`npm test` runner'],
    ] as const
  ).map(
    ([indicator, value]): Case => ({
      title: `description starting with ${indicator} then prose`,
      text: fm('name: demo', `description: ${value}`, 'license: MIT'),
      loads: true,
      description: value,
      diags: [['YAML_RECOVERED', 3]],
      extra: { license: 'MIT' },
    }),
  ),
  {
    title: 'description: *WIP* (an alias with no anchor, which YAML only rejects when converting)',
    text: fm('name: demo', 'description: *WIP*', 'license: MIT'),
    loads: true,
    description: '*WIP*',
    diags: [['YAML_RECOVERED', 3]],
  },
  {
    title: 'a real anchor and alias are kept as YAML',
    text: fm('name: demo', 'description: &d Does X', 'metadata:', '  summary: *d'),
    loads: true,
    description: 'Does X',
    diags: [],
    extra: { metadata: { summary: 'Does X' } },
  },
  {
    title: 'description: > Use when… on one line (the ">" is kept: we quote, we do not guess)',
    text: fm('name: demo', 'description: > Use when the user asks for a PDF'),
    loads: true,
    description: '> Use when the user asks for a PDF',
    diags: [
      ['YAML_RECOVERED', 3],
      ['DESC_ANGLE_BRACKETS', 3],
    ],
  },
  {
    title: 'a real flow list elsewhere is not rewritten while a broken line is recovered',
    text: fm(
      'name: demo',
      'description: [WIP] Does X',
      'metadata:',
      '  tags: [pdf, docs]',
      '  note: *wip* docs',
    ),
    loads: true,
    description: '[WIP] Does X',
    diags: [
      ['YAML_RECOVERED', 3],
      ['YAML_RECOVERED', 6],
      ['FIELD_TYPE', 4],
    ],
    extra: { metadata: { tags: ['pdf', 'docs'], note: '*wip* docs' } },
  },
  {
    title: "single-quoted value with an apostrophe inside ('It's …')",
    text: fm('name: demo', "description: 'It's a converter'"),
    loads: true,
    description: "It's a converter",
    diags: [['YAML_RECOVERED', 3]],
  },
  {
    title: 'double-quoted start followed by more text',
    text: fm('name: demo', 'description: "Convert" files to PDF'),
    loads: true,
    description: '"Convert" files to PDF',
    diags: [['YAML_RECOVERED', 3]],
  },
  // --- whitespace and encoding -----------------------------------------------------------------------------
  {
    title: 'tabs used for indentation under metadata',
    text: fm('name: demo', 'description: Does X', 'metadata:', '\tauthor: me', '\tversion: "1"'),
    loads: true,
    description: 'Does X',
    diags: [
      ['YAML_RECOVERED', 5],
      ['YAML_RECOVERED', 6],
    ],
    extra: { metadata: { author: 'me', version: '1' } },
  },
  {
    title: 'tab after the colon (valid YAML separator)',
    text: fm('name:\tdemo', 'description:\tDoes X'),
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'non-breaking space after the colon',
    text: fm('name: demo', 'description:\u00a0Does X'),
    loads: true,
    description: 'Does X',
    diags: [['YAML_RECOVERED', 3]],
  },
  {
    title: 'non-breaking space and smart quotes inside a value are kept',
    text: fm('name: demo', 'description: “Smart” quotes\u00a0and – dashes'),
    loads: true,
    description: '“Smart” quotes\u00a0and – dashes',
    diags: [],
  },
  {
    title: 'no space after the colon of a known field',
    text: fm('name: demo', 'description:Does X'),
    loads: true,
    description: 'Does X',
    diags: [['YAML_RECOVERED', 3]],
  },
  {
    title:
      'Windows-1252 smart quotes and no-break space (invalid UTF-8) are read as Windows-1252, with a warning',
    text: latin('---\nname: demo\ndescription: \x93Smart\x94 quotes\xa0here\n---\n'),
    loads: true,
    description: '“Smart” quotes\u00a0here',
    diags: [['ENCODING_ERROR', 1]],
  },
  {
    title: 'Windows-1252 dashes, ellipsis, euro and an accented letter',
    text: latin('---\nname: demo\ndescription: Caf\xe9 \x96 \x80 5 \x97 more\x85\n---\n'),
    loads: true,
    description: 'Café – € 5 — more…',
    diags: [['ENCODING_ERROR', 1]],
  },
  {
    title: 'trailing spaces after both --- lines',
    text: '---   \nname: demo\ndescription: Does X\n--- \t \n',
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'closing --- with CRLF in an LF file',
    text: '---\nname: demo\ndescription: Does X\n---\r\nbody\n',
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'BOM plus CRLF',
    text: '\ufeff---\r\nname: demo\r\ndescription: Does X\r\n---\r\n',
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'frontmatter that starts with a blank line',
    text: fm('', 'name: demo', 'description: Does X'),
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'empty lines at the top of the file before ---',
    text: `\n\n${fm('name: demo', 'description: Does X', 'colour: blue')}`,
    loads: true,
    description: 'Does X',
    diags: [
      ['FRONTMATTER_MISSING', 1],
      ['UNKNOWN_FIELD', 6],
    ],
  },
  {
    title: 'an HTML comment before the frontmatter',
    text: `<!-- generated by a tool,\n     do not edit -->\n${fm('name: demo', 'description: Does X')}`,
    loads: true,
    description: 'Does X',
    diags: [['FRONTMATTER_MISSING', 1]],
  },
  // --- valid YAML that authors find surprising ------------------------------------------------------------
  {
    title: 'YAML ... end marker before the closing ---',
    text: fm('name: demo', 'description: Does X', '...'),
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'YAML ... end marker as the only closing line (Pandoc style), body after it',
    text: '---\nname: demo\ndescription: Does X\n...\n# Body\n\n---\n\nMore body after a rule.\n',
    loads: true,
    description: 'Does X',
    diags: [['FRONTMATTER_MISSING', 4]],
  },
  {
    title: 'YAML ... end marker, blank line, then the closing ---',
    text: '---\nname: demo\ndescription: Does X\n...\n\n---\n# Body\n',
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'a # comment line between keys',
    text: fm('name: demo', '# what it does:', 'description: Does X'),
    loads: true,
    description: 'Does X',
    diags: [],
  },
  {
    title: 'description: | block scalar',
    text: fm('name: demo', 'description: |', '  Line one: with colon', '  Line two', 'license: MIT'),
    loads: true,
    description: 'Line one: with colon\nLine two',
    diags: [],
  },
  {
    title: 'description: >- folded block scalar',
    text: fm('name: demo', 'description: >-', '  Folded line one', '  and two.'),
    loads: true,
    description: 'Folded line one and two.',
    diags: [],
  },
  {
    title: 'description: |2 with an explicit indentation indicator',
    text: fm('name: demo', 'description: |2', '    indented', '  normal'),
    loads: true,
    description: 'indented\nnormal',
    diags: [],
  },
  {
    title: 'double-quoted string with escapes',
    text: fm('name: demo', 'description: "Tabs\\tand \\"quotes\\" and \\u00e9"'),
    loads: true,
    description: 'Tabs\tand "quotes" and é',
    diags: [],
  },
  {
    title: 'name in double and description in single quotes',
    text: fm('name: "demo"', "description: 'It''s fine'"),
    loads: true,
    description: "It's fine",
    diags: [],
  },
  {
    title: 'a " #" in a plain value is reported as truncation',
    text: fm('name: demo', 'description: Fixes issue #42 fast'),
    loads: true,
    description: 'Fixes issue',
    diags: [['YAML_COMMENT_TRUNCATION', 3]],
  },
  {
    title: 'Name: and Description: in title case are read with a warning each',
    text: fm('Name: demo', 'Description: Does X'),
    loads: true,
    description: 'Does X',
    diags: [
      ['UNKNOWN_FIELD', 2],
      ['UNKNOWN_FIELD', 3],
    ],
  },
  {
    title: 'both name and Name: the lowercase key wins, the other is kept as an unknown field',
    text: fm('name: demo', 'Name: other', 'description: Does X'),
    loads: true,
    description: 'Does X',
    diags: [['UNKNOWN_FIELD', 3]],
    extra: { extra: { Name: 'other' } },
  },
  // --- cases that must not load ----------------------------------------------------------------------------
  {
    title: 'duplicate keys are an error even when another line is recoverable',
    text: fm('name: demo', 'description: Use when: asked', 'description: again'),
    loads: false,
    diags: [['YAML_ERROR', 4]],
  },
  {
    title: 'an alias bomb fails',
    text: fm(
      'name: demo',
      'description: x',
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    ),
    loads: false,
    diags: [['YAML_ERROR', 2]],
  },
  {
    title: 'frontmatter over 64 KiB fails',
    text: fm('name: demo', `description: ${'x'.repeat(70 * 1024)}`),
    loads: false,
    diags: [['FRONTMATTER_TOO_LARGE', 1]],
  },
  {
    title: 'an unclosed flow list is not guessed at',
    text: fm('name: demo', 'description: x', 'metadata: [unclosed'),
    loads: false,
    diags: [['YAML_ERROR', 4]],
  },
  {
    title: 'description given as a list is not turned into text',
    text: fm('name: demo', 'description: [a, b]'),
    loads: false,
    diags: [
      ['FIELD_TYPE', 3],
      ['DESC_MISSING', 3],
    ],
  },
  {
    title: 'no frontmatter at all',
    text: '# Demo\n\nDoes X.\n',
    loads: false,
    diags: [['FRONTMATTER_MISSING', 1]],
  },
  {
    title: 'text (not a comment) before the frontmatter',
    text: `# Demo\n${fm('name: demo', 'description: Does X')}`,
    loads: false,
    diags: [['FRONTMATTER_MISSING', 1]],
  },
  {
    title: 'frontmatter never closed',
    text: '---\nname: demo\ndescription: Does X\n# Body\n',
    loads: false,
    diags: [['FRONTMATTER_MISSING', 1]],
  },
  {
    title: 'empty description',
    text: fm('name: demo', 'description:'),
    loads: false,
    diags: [['DESC_MISSING', 3]],
  },
];

describe('frontmatter leniency: real-world broken and odd SKILL.md frontmatter', () => {
  it.each(CASES.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    const result = parseSkillMd(c.text, { path: '/skills/demo/SKILL.md', dirName: 'demo' });
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual(c.diags);
    if (!c.loads) {
      expect(result.frontmatter).toBeUndefined();
      return;
    }
    expect(result.frontmatter?.name).toBe(c.name ?? 'demo');
    expect(result.frontmatter?.description).toBe(c.description);
    if (c.extra) expect(result.frontmatter).toMatchObject(c.extra);
    for (const d of result.diagnostics.filter((x) => x.code === 'YAML_RECOVERED')) {
      expect(d.level).toBe('warning');
      expect(String(d.detail?.hint)).not.toBe('');
    }
  });

  it('names the fix in each hint', () => {
    const hint = (text: string) =>
      String(
        parseSkillMd(text, { path: 'SKILL.md', dirName: 'demo' }).diagnostics.find(
          (d) => d.code === 'YAML_RECOVERED',
        )?.detail?.hint,
      );
    expect(hint(fm('name: demo', 'description: x', 'metadata:', '\tauthor: me'))).toMatch(/tabs/);
    expect(hint(fm('name: demo', 'description:\u00a0x'))).toMatch(/no-break space/);
    expect(hint(fm('name: demo', 'description:x'))).toMatch(/space is needed/);
    expect(hint(fm('name: demo', 'description: [WIP] x'))).toMatch(/cannot start with \[/);
    expect(hint(fm('name: demo', 'description: a: b'))).toMatch(/unquoted ": "/);
  });

  it('makes lines before the opening --- and title-case keys errors under strict', () => {
    const strict = (text: string) =>
      parseSkillMd(text, { path: 'SKILL.md', dirName: 'demo', strict: true }).diagnostics.map((d) => [
        d.code,
        d.level,
      ]);
    expect(strict(`\n${fm('name: demo', 'description: x')}`)).toEqual([['FRONTMATTER_MISSING', 'error']]);
    expect(strict(fm('name: demo', 'Description: x'))).toEqual([['UNKNOWN_FIELD', 'error']]);
  });

  it('starts the body after a closing "..." line', () => {
    const text = '---\r\nname: demo\r\ndescription: x\r\n...\r\n# Body\r\n---\r\n';
    const result = parseSkillMd(text, { path: 'SKILL.md', dirName: 'demo' });
    expect(Buffer.from(text).subarray(result.bodyOffset).toString()).toBe('# Body\r\n---\r\n');
  });

  it('points bodyOffset after the frontmatter when lines come before it', () => {
    const text = `<!-- a -->\r\n\r\n${fm('name: demo', 'description: x')}`;
    const result = parseSkillMd(text, { path: 'SKILL.md', dirName: 'demo' });
    expect(Buffer.from(text).subarray(result.bodyOffset).toString()).toBe('# Body\n');
  });

  it('makes every recovery an error under strict', () => {
    for (const c of CASES) {
      const lenient = parseSkillMd(c.text, { path: '/skills/demo/SKILL.md', dirName: 'demo' });
      if (!lenient.diagnostics.some((d) => d.code === 'YAML_RECOVERED')) continue;
      const strict = parseSkillMd(c.text, { path: '/skills/demo/SKILL.md', dirName: 'demo', strict: true });
      const recovered = strict.diagnostics.filter((d) => d.code === 'YAML_RECOVERED');
      expect(recovered.length, c.title).toBeGreaterThan(0);
      expect(
        recovered.every((d) => d.level === 'error'),
        c.title,
      ).toBe(true);
    }
  });
});

const piece = fc.constantFrom(
  'a',
  'Z',
  ' ',
  ':',
  ': ',
  ' #',
  '"',
  "'",
  '-',
  '[',
  ']',
  '{',
  '}',
  '\\',
  '\t',
  '\u00a0',
  '1',
  '@',
  '`',
  '!',
  '&',
  '*',
  '%',
  '|',
  '>',
  '?',
  ',',
  'true',
  '~',
  'é',
);
const text = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
const key = fc.constantFrom('name', 'description', 'license', 'metadata', 'x');
const yamlLine = fc.oneof(
  fc.tuple(key, text).map(([k, v]) => `${k}: ${v}`),
  fc.tuple(key, text).map(([k, v]) => `  ${k}: ${v}`),
  fc.tuple(key, text).map(([k, v]) => `${k}:${v}`),
  text.map((v) => `  ${v}`),
  key.map((k) => `${k}:`),
  fc.constantFrom('', '# c', '- item', '\tx: y', 'description: |', '...'),
);
/** Split frontmatter always ends with a line break (the one before the closing `---`). */
const yamlText = fc.array(yamlLine, { maxLength: 7 }).map((lines) => `${lines.join('\n')}\n`);

describe('frontmatter leniency: the repair never changes what parses already', () => {
  it('returns what the YAML 1.2 parser returns, with no YAML_RECOVERED, for every text it accepts', () => {
    fc.assert(
      fc.property(yamlText, (yaml) => {
        const doc = parseDocument(yaml, { version: '1.2', schema: 'core', uniqueKeys: true });
        const clean = doc.errors.length === 0 && !doc.warnings.some((w) => w.code === 'TAG_RESOLVE_FAILED');
        fc.pre(clean);
        let js: unknown;
        try {
          js = doc.toJS({ maxAliasCount: 64 });
        } catch {
          fc.pre(false);
        }
        fc.pre(js !== null && typeof js === 'object' && !Array.isArray(js));
        const result = parseFrontmatterYaml(yaml, { path: 'SKILL.md', firstLine: 2 });
        expect(result.diagnostics.filter((d) => d.code !== 'YAML_COMMENT_TRUNCATION')).toEqual([]);
        expect(result.data).toEqual(js);
      }),
      { numRuns: 600 },
    );
  });

  it('never loads a frontmatter with a duplicate top-level key, whatever else it holds', () => {
    fc.assert(
      fc.property(yamlText, yamlText, key, (before, after, dup) => {
        const yaml = `${before}${dup}: one\n${after}${dup}: two\n`;
        const result = parseFrontmatterYaml(yaml, { path: 'SKILL.md', firstLine: 2 });
        expect(result.data).toBeUndefined();
        expect(result.diagnostics.map((d) => d.code)).toContain('YAML_ERROR');
      }),
      { numRuns: 300 },
    );
  });
});
