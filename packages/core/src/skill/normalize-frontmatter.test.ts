import { type Diagnostic, parseSkillMd } from '@skillport/core';
import { describe, expect, it } from 'vitest';

const PATH = '/skills/demo/SKILL.md';

/** Builds a SKILL.md from frontmatter lines; `name: demo` and a description are added unless given. */
function skillMd(lines: string[], { withDefaults = true } = {}): string {
  const defaults = withDefaults
    ? [
        ...(lines.some((l) => l.startsWith('name:')) ? [] : ['name: demo']),
        ...(lines.some((l) => l.startsWith('description:')) ? [] : ['description: Does demo things.']),
      ]
    : [];
  return ['---', ...lines, ...defaults, '---', 'body'].join('\n');
}
const parse = (
  lines: string[],
  options: { strict?: boolean; dirName?: string; withDefaults?: boolean } = {},
) =>
  parseSkillMd(skillMd(lines, { withDefaults: options.withDefaults ?? true }), {
    path: PATH,
    dirName: 'dirName' in options ? options.dirName : 'demo',
    strict: options.strict ?? false,
  });
const only = (diagnostics: readonly Diagnostic[], code: string) => diagnostics.filter((d) => d.code === code);

describe('name', () => {
  it('loads a canonical name equal to the folder without diagnostics', () => {
    const result = parse(['name: demo']);
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.diagnostics).toEqual([]);
  });

  it('falls back to the folder name when missing (NAME_INVALID warning, line-less)', () => {
    const result = parse(['description: x'], { withDefaults: false });
    expect(result.frontmatter?.name).toBe('demo');
    expect(only(result.diagnostics, 'NAME_INVALID')).toEqual([
      expect.objectContaining({ level: 'warning', detail: expect.objectContaining({ fallback: true }) }),
    ]);
  });

  it.each([['name: ""'], ['name: "   "'], ['name:'], ['name: ~']])(
    'falls back for an empty name (%s)',
    (line) => {
      const result = parse([line, 'description: x'], { withDefaults: false });
      expect(result.frontmatter?.name).toBe('demo');
      expect(only(result.diagnostics, 'NAME_INVALID')).toHaveLength(1);
    },
  );

  it('falls back when name is not a scalar (FIELD_TYPE + NAME_INVALID)', () => {
    const result = parse(['name: [a, b]', 'description: x'], { withDefaults: false });
    expect(result.frontmatter?.name).toBe('demo');
    expect(result.diagnostics.map((d) => d.code).sort()).toEqual(['FIELD_TYPE', 'NAME_INVALID']);
  });

  it('does not load when there is neither a name nor a folder to fall back to', () => {
    const result = parseSkillMd('---\ndescription: x\n---\n', { path: PATH });
    expect(result.frontmatter).toBeUndefined();
    expect(result.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'NAME_INVALID' })]);
  });

  it.each([['Demo'], ['demo_skill'], ['demo--skill'], ['-demo'], ['demo-'], ['demo skill'], ['démo']])(
    'reports NAME_INVALID for %j with the key line, and still loads leniently',
    (name) => {
      const result = parse([`name: "${name}"`], { dirName: name });
      expect(result.frontmatter?.name).toBe(name);
      expect(only(result.diagnostics, 'NAME_INVALID')).toEqual([
        expect.objectContaining({ level: 'warning', line: 2, skill: name }),
      ]);
    },
  );

  it('trims surrounding whitespace of a quoted name', () => {
    expect(parse(['name: "  demo  "']).frontmatter?.name).toBe('demo');
  });

  it('reads a numeric name as text with FIELD_TYPE', () => {
    const result = parse(['name: 123'], { dirName: '123' });
    expect(result.frontmatter?.name).toBe('123');
    expect(only(result.diagnostics, 'FIELD_TYPE')).toHaveLength(1);
  });

  it('reports NAME_TOO_LONG above 64 characters but accepts exactly 64', () => {
    const long = 'a'.repeat(65);
    const result = parse([`name: ${long}`], { dirName: long });
    expect(result.frontmatter?.name).toBe(long);
    expect(only(result.diagnostics, 'NAME_TOO_LONG')).toEqual([
      expect.objectContaining({ level: 'warning' }),
    ]);
    const exact = 'a'.repeat(64);
    expect(parse([`name: ${exact}`], { dirName: exact }).diagnostics).toEqual([]);
  });

  it('reports NAME_MISMATCH naming the folder, and loads under the declared name', () => {
    const result = parse(['name: other'], { dirName: 'demo' });
    expect(result.frontmatter?.name).toBe('other');
    expect(only(result.diagnostics, 'NAME_MISMATCH')).toEqual([
      expect.objectContaining({
        level: 'warning',
        line: 2,
        detail: expect.objectContaining({ folder: 'demo' }),
      }),
    ]);
  });

  it('skips the folder check when the folder is unknown', () => {
    expect(parseSkillMd('---\nname: other\ndescription: x\n---\n', { path: PATH }).diagnostics).toEqual([]);
  });

  it('says which rule a name breaks and suggests the canonical name, reported once', () => {
    const cases: [string, string | undefined, RegExp, string][] = [
      ['My Skill', 'my-skill', /uppercase letters and spaces/, 'my-skill'],
      ['PDF_Tools', 'PDF_Tools', /uppercase/, 'pdf-tools'],
      ['Pdf', 'pdf-tools', /uppercase/, 'pdf-tools'],
      ['pdf_tools', 'pdf-tools', /characters other than .*"_"/, 'pdf-tools'],
      ['-pdf', undefined, /leading or trailing hyphen/, 'pdf'],
      ['pdf--tools', undefined, /consecutive hyphens/, 'pdf-tools'],
      ['caf\u00e9', undefined, /non-ASCII/, 'cafe'],
    ];
    for (const [name, dirName, rule, suggestion] of cases) {
      const result = parse([`name: "${name}"`], { dirName: dirName as string });
      const invalid = only(result.diagnostics, 'NAME_INVALID');
      expect(invalid).toHaveLength(1);
      expect(invalid[0]!.message).toMatch(rule);
      expect(invalid[0]!.message).toContain(`use "${suggestion}"`);
      expect(invalid[0]!.detail).toMatchObject({ suggestion });
      expect(only(result.diagnostics, 'NAME_MISMATCH')).toEqual([]);
    }
  });

  it('makes the name rules errors under strict', () => {
    const long = 'A'.repeat(70);
    const result = parse([`name: ${long}`], { strict: true, dirName: 'demo' });
    const levels = Object.fromEntries(result.diagnostics.map((d) => [d.code, d.level]));
    expect(levels).toEqual({ NAME_TOO_LONG: 'error', NAME_INVALID: 'error' });
    expect(parse(['description: x'], { strict: true, withDefaults: false }).diagnostics[0]).toMatchObject({
      code: 'NAME_INVALID',
      level: 'error',
    });
  });
});

describe('description', () => {
  it.each([
    ['missing', []],
    ['empty', ['description: ""']],
    ['whitespace', ['description: "   "']],
    ['null', ['description: ~']],
    ['a list', ['description: [a, b]']],
    ['a mapping', ['description: {a: b}']],
  ])('does not load when the description is %s (DESC_MISSING error)', (_label, lines) => {
    const result = parse(['name: demo', ...lines], { withDefaults: false });
    expect(result.frontmatter).toBeUndefined();
    expect(only(result.diagnostics, 'DESC_MISSING')).toEqual([
      expect.objectContaining({ level: 'error', path: PATH }),
    ]);
  });

  it('trims and keeps multi-line block and folded descriptions', () => {
    expect(parse(['description: |', '  Line one', '  Line two']).frontmatter?.description).toBe(
      'Line one\nLine two',
    );
    expect(parse(['description: >', '  Folded', '  text']).frontmatter?.description).toBe('Folded text');
    expect(parse(['description: Plain', '  continued here']).frontmatter?.description).toBe(
      'Plain continued here',
    );
  });

  it('reads a numeric or boolean description as text with FIELD_TYPE', () => {
    const result = parse(['description: 3.10']);
    expect(result.frontmatter?.description).toBe('3.10');
    expect(only(result.diagnostics, 'FIELD_TYPE')).toHaveLength(1);
  });

  it('reports DESC_TOO_LONG above 1024 characters, not at 1024', () => {
    const at = parse([`description: ${'d'.repeat(1024)}`]);
    expect(at.diagnostics).toEqual([]);
    const over = parse([`description: ${'d'.repeat(1025)}`]);
    expect(over.frontmatter?.description).toHaveLength(1025);
    expect(only(over.diagnostics, 'DESC_TOO_LONG')).toEqual([expect.objectContaining({ level: 'warning' })]);
    expect(
      only(parse([`description: ${'d'.repeat(1025)}`], { strict: true }).diagnostics, 'DESC_TOO_LONG'),
    ).toEqual([expect.objectContaining({ level: 'error' })]);
  });

  it('notes "<" or ">" with an info diagnostic and keeps the text', () => {
    const result = parse(['description: "Use for <xml> & a > b"']);
    expect(result.frontmatter?.description).toBe('Use for <xml> & a > b');
    expect(only(result.diagnostics, 'DESC_ANGLE_BRACKETS')).toEqual([
      expect.objectContaining({ level: 'info' }),
    ]);
  });
});

describe('license, version, author, compatibility', () => {
  it('keeps string values', () => {
    const fm = parse(['license: Apache-2.0', 'version: "2.1.0"', 'author: Ada', 'compatibility: Node 20+'])
      .frontmatter!;
    expect(fm).toMatchObject({
      license: 'Apache-2.0',
      version: '2.1.0',
      author: 'Ada',
      compatibility: 'Node 20+',
    });
  });

  it('ignores a list-valued author with FIELD_TYPE', () => {
    const result = parse(['author: [a, b]']);
    expect(result.frontmatter?.author).toBeUndefined();
    expect(only(result.diagnostics, 'FIELD_TYPE')[0]).toMatchObject({ line: 2, detail: { field: 'author' } });
  });

  it('accepts a compatibility mapping with a warning', () => {
    const result = parse(['compatibility:', '  node: ">=20"', '  os: [linux]']);
    expect(result.frontmatter?.compatibility).toContain('node');
    expect(only(result.diagnostics, 'FIELD_TYPE')).toEqual([
      expect.objectContaining({
        level: 'warning',
        detail: expect.objectContaining({ field: 'compatibility' }),
      }),
    ]);
  });

  it('flags compatibility over 500 characters (FIELD_TOO_LONG), error under strict', () => {
    expect(parse([`compatibility: ${'c'.repeat(500)}`]).diagnostics).toEqual([]);
    const over = parse([`compatibility: ${'c'.repeat(501)}`]);
    expect(over.frontmatter?.compatibility).toHaveLength(501);
    expect(only(over.diagnostics, 'FIELD_TOO_LONG')[0]?.level).toBe('warning');
    expect(
      only(parse([`compatibility: ${'c'.repeat(501)}`], { strict: true }).diagnostics, 'FIELD_TOO_LONG')[0]
        ?.level,
    ).toBe('error');
  });
});

describe('metadata', () => {
  it('keeps non-string values as-is with an info diagnostic naming them', () => {
    const result = parse(['metadata:', '  tags: [a, b]', '  count: 3', '  nested: {x: 1}', '  owner: team']);
    expect(result.frontmatter?.metadata).toEqual({
      tags: ['a', 'b'],
      count: 3,
      nested: { x: 1 },
      owner: 'team',
    });
    const info = only(result.diagnostics, 'FIELD_TYPE');
    expect(info).toEqual([expect.objectContaining({ level: 'info' })]);
    expect(info[0]?.message).toMatch(/tags, count, nested/);
  });

  it('keeps an all-string metadata without diagnostics', () => {
    const result = parse(['metadata:', '  owner: team', '  tier: "1"']);
    expect(result.frontmatter?.metadata).toEqual({ owner: 'team', tier: '1' });
    expect(result.diagnostics).toEqual([]);
  });

  it('reports a non-mapping metadata and keeps it in extra', () => {
    const result = parse(['metadata: [a, b]']);
    expect(result.frontmatter?.metadata).toBeUndefined();
    expect(result.frontmatter?.extra.metadata).toEqual(['a', 'b']);
    expect(only(result.diagnostics, 'FIELD_TYPE')).toHaveLength(1);
  });

  it('reads metadata.references', () => {
    const result = parse([
      'metadata:',
      '  references:',
      '    required: [references/a.md]',
      '    optional: [references/b.md]',
      '    routes:',
      '      - { match: create, required_refs: [references/c.md] }',
      '      - { match: [x, y] }',
    ]);
    expect(result.diagnostics).toEqual([]);
    expect(result.frontmatter?.references).toEqual({
      required: ['references/a.md'],
      optional: ['references/b.md'],
      routes: [
        { match: ['create'], requiredRefs: ['references/c.md'] },
        { match: ['x', 'y'], requiredRefs: [] },
      ],
    });
  });

  it('ignores metadata.references that point outside the skill', () => {
    const result = parse(['metadata:', '  references:', '    required: [../../secrets.md]']);
    expect(result.frontmatter?.references).toBeUndefined();
    expect(only(result.diagnostics, 'FIELD_TYPE').some((d) => /inside the skill/.test(d.message))).toBe(true);
  });

  it('ignores an invalid metadata.references with a diagnostic', () => {
    const result = parse(['metadata:', '  references:', '    required: yes-please', '    bogus: 1']);
    expect(result.frontmatter?.references).toBeUndefined();
    expect(only(result.diagnostics, 'FIELD_TYPE').some((d) => /references/.test(d.message))).toBe(true);
  });
});

describe('allowed-tools', () => {
  it('omitted means no restriction declared', () => {
    expect(parse([]).frontmatter?.allowedTools).toBeUndefined();
  });

  it('splits a space-separated string (commas tolerated, parentheses kept together)', () => {
    expect(parse(['allowed-tools: Read Grep  Bash(git status:*)']).frontmatter?.allowedTools).toEqual([
      'Read',
      'Grep',
      'Bash(git status:*)',
    ]);
    expect(parse(['allowed-tools: "Read, Grep"']).frontmatter?.allowedTools).toEqual(['Read', 'Grep']);
  });

  it('reads a list of strings without diagnostics', () => {
    const result = parse(['allowed-tools:', '  - Read', '  - " Write "']);
    expect(result.frontmatter?.allowedTools).toEqual(['Read', 'Write']);
    expect(result.diagnostics).toEqual([]);
  });

  it('an empty list means "no tools" (not "no restriction")', () => {
    expect(parse(['allowed-tools: []']).frontmatter?.allowedTools).toEqual([]);
  });

  it('drops non-string list entries with a diagnostic', () => {
    const result = parse(['allowed-tools: [Read, 3, {a: b}]']);
    expect(result.frontmatter?.allowedTools).toEqual(['Read']);
    expect(only(result.diagnostics, 'FIELD_TYPE')).toHaveLength(1);
  });

  it.each([['allowed-tools: 5'], ['allowed-tools: true'], ['allowed-tools: {Read: yes}']])(
    'fails closed to [] for a bad type (%s)',
    (line) => {
      const result = parse([line]);
      expect(result.frontmatter?.allowedTools).toEqual([]);
      expect(only(result.diagnostics, 'FIELD_TYPE')[0]).toMatchObject({ detail: { field: 'allowed-tools' } });
    },
  );
});

describe('required-secrets and secrets-autonomous', () => {
  it('reads names and {name, optional} entries', () => {
    const result = parse([
      'required-secrets:',
      '  - OCR_API_KEY',
      '  - { name: _TOKEN2, optional: true }',
      '  - { name: PLAIN }',
    ]);
    expect(result.frontmatter?.requiredSecrets).toEqual([
      { name: 'OCR_API_KEY', optional: false },
      { name: '_TOKEN2', optional: true },
      { name: 'PLAIN', optional: false },
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('drops bad entries with one SECRET_NAME_INVALID each and keeps the good ones', () => {
    const result = parse([
      'required-secrets:',
      '  - GOOD',
      '  - 1BAD',
      '  - "has-dash"',
      '  - 42',
      '  - { optional: true }',
      '  - [NESTED]',
      '  - "$(whoami)"',
    ]);
    expect(result.frontmatter?.requiredSecrets).toEqual([{ name: 'GOOD', optional: false }]);
    expect(only(result.diagnostics, 'SECRET_NAME_INVALID')).toHaveLength(6);
  });

  it('reads a non-boolean optional as required, with a diagnostic', () => {
    const result = parse(['required-secrets: [{ name: KEY, optional: "yes" }]']);
    expect(result.frontmatter?.requiredSecrets).toEqual([{ name: 'KEY', optional: false }]);
    expect(only(result.diagnostics, 'SECRET_NAME_INVALID')).toHaveLength(1);
  });

  it('ignores a non-list value with a diagnostic', () => {
    const result = parse(['required-secrets: API_KEY']);
    expect(result.frontmatter?.requiredSecrets).toEqual([]);
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });

  it('defaults secrets-autonomous to true and reads booleans', () => {
    expect(parse([]).frontmatter?.secretsAutonomous).toBe(true);
    expect(parse(['secrets-autonomous: false']).frontmatter?.secretsAutonomous).toBe(false);
    expect(parse(['secrets-autonomous: true']).frontmatter?.secretsAutonomous).toBe(true);
  });

  it.each([['"true"'], ['yes'], ['1'], ['[true]'], ['on'], [''], ['~']])(
    'reads secrets-autonomous: %s as false (fail closed)',
    (value) => {
      const result = parse([`secrets-autonomous: ${value}`]);
      expect(result.frontmatter?.secretsAutonomous).toBe(false);
      expect(only(result.diagnostics, 'FIELD_TYPE')[0]).toMatchObject({
        detail: { field: 'secrets-autonomous' },
      });
    },
  );
});

describe('disable-model-invocation and user-invocable', () => {
  it('defaults to visible and user-invocable', () => {
    const fm = parse([]).frontmatter!;
    expect(fm.disableModelInvocation).toBe(false);
    expect(fm.userInvocable).toBe(true);
  });

  it('reads both booleans', () => {
    const fm = parse(['disable-model-invocation: true', 'user-invocable: false']).frontmatter!;
    expect(fm.disableModelInvocation).toBe(true);
    expect(fm.userInvocable).toBe(false);
  });

  it('reads "true"/"false" strings with FIELD_TYPE, and other values as the default', () => {
    const result = parse(['disable-model-invocation: "TRUE"', 'user-invocable: nope']);
    expect(result.frontmatter?.disableModelInvocation).toBe(true);
    expect(result.frontmatter?.userInvocable).toBe(true);
    expect(only(result.diagnostics, 'FIELD_TYPE').map((d) => d.detail?.field)).toEqual([
      'disable-model-invocation',
      'user-invocable',
    ]);
  });
});

describe('unknown fields', () => {
  it('keeps them in extra with one UNKNOWN_FIELD info each, with the key line', () => {
    const result = parse(['homepage: https://example.com', 'tags: [a, b]']);
    expect(result.frontmatter?.extra).toEqual({ homepage: 'https://example.com', tags: ['a', 'b'] });
    expect(only(result.diagnostics, 'UNKNOWN_FIELD')).toEqual([
      expect.objectContaining({ level: 'info', line: 2, detail: { field: 'homepage' } }),
      expect.objectContaining({ level: 'info', line: 3, detail: { field: 'tags' } }),
    ]);
  });

  it('raises UNKNOWN_FIELD to a warning under strict but still loads', () => {
    const result = parse(['homepage: x'], { strict: true });
    expect(result.frontmatter?.extra.homepage).toBe('x');
    expect(only(result.diagnostics, 'UNKNOWN_FIELD')[0]?.level).toBe('warning');
  });

  it('keeps a "__proto__" key as data without changing the prototype of extra', () => {
    const result = parse(['__proto__: { polluted: true }', 'constructor: x']);
    const extra = result.frontmatter!.extra;
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
    expect((extra as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.keys(extra).sort()).toEqual(['__proto__', 'constructor']);
    expect(only(result.diagnostics, 'UNKNOWN_FIELD')).toHaveLength(2);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('keeps a block-style "__proto__" key as data, at the top and inside metadata', () => {
    const top = parse(['__proto__:', '  name: hijacked', '  allowed-tools: Bash']);
    expect(top.frontmatter?.name).toBe('demo');
    expect(top.frontmatter?.allowedTools).toBeUndefined();
    expect(Object.keys(top.frontmatter!.extra)).toEqual(['__proto__']);
    const nested = parse(['metadata:', '  __proto__: value', '  owner: team']);
    expect(Object.keys(nested.frontmatter!.metadata!).sort()).toEqual(['__proto__', 'owner']);
  });
});

describe('lenient vs strict', () => {
  const messy = ['name: Demo_Skill', `description: ${'d'.repeat(1100)}`, 'allowed-tools: 3', 'colour: blue'];

  it('lenient: loads and reports every deviation as a warning or info', () => {
    const result = parse(messy);
    expect(result.frontmatter?.name).toBe('Demo_Skill');
    expect(result.diagnostics.every((d) => d.level !== 'error')).toBe(true);
    expect(new Set(result.diagnostics.map((d) => d.code))).toEqual(
      new Set(['NAME_INVALID', 'DESC_TOO_LONG', 'FIELD_TYPE', 'UNKNOWN_FIELD']),
    );
  });

  it('strict: the same deviations are errors (unknown fields stay warnings)', () => {
    const result = parse(messy, { strict: true });
    const byCode = Object.fromEntries(result.diagnostics.map((d) => [d.code, d.level]));
    expect(byCode).toEqual({
      NAME_INVALID: 'error',
      DESC_TOO_LONG: 'error',
      FIELD_TYPE: 'error',
      UNKNOWN_FIELD: 'warning',
    });
  });

  it('every diagnostic carries the path, and the skill name once a name is known', () => {
    for (const d of parse(messy).diagnostics) {
      expect(d.path).toBe(PATH);
      expect(d.skill).toBe('Demo_Skill');
    }
  });
});
