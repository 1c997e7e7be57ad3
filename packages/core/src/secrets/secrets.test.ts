import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import {
  bindSkillSecrets,
  createSecretMasker,
  maskSecrets,
  SECRET_MASK,
  stripInternalContextKeys,
} from '../index.js';

const SECRET = 'sk-live-9f8e7d6c5b4a';

function skillWith(secrets: string[], autonomous = true) {
  const skill = makeTestSkill('needs-secrets');
  return {
    ...skill,
    frontmatter: {
      ...skill.frontmatter,
      requiredSecrets: secrets.map((name) => ({ name, optional: false })),
      secretsAutonomous: autonomous,
    },
  };
}

/** Every encoding a child could print a value in, embedded at every base64 offset. */
function encodings(value: string): string[] {
  const b64 = (prefix: string) => Buffer.from(prefix + value + '!!').toString('base64');
  return [
    value,
    b64(''),
    b64('x'),
    b64('xy'),
    b64('x').replaceAll('+', '-').replaceAll('/', '_'),
    encodeURIComponent(value),
    JSON.stringify(value),
    value
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;'),
  ];
}

describe('bindSkillSecrets', () => {
  const supplied = { API_TOKEN: SECRET, OTHER: 'another-long-value', SHORT: 'abc' };

  it('binds only declared, supplied values for an activated skill', () => {
    const { values, refused } = bindSkillSecrets({
      skill: skillWith(['API_TOKEN', 'SHORT', 'MISSING']),
      enabled: true,
      supplied,
      activation: 'slash',
    });
    expect(values).toEqual({ API_TOKEN: SECRET });
    expect(refused.map((r) => r.name).sort()).toEqual(['OTHER', 'SHORT']);
    expect(JSON.stringify(refused)).not.toContain(SECRET);
    expect(refused.find((r) => r.name === 'SHORT')?.reason).toMatch(/8 characters/);
  });

  it('binds nothing when disabled, not activated, or autonomous against secrets-autonomous: false', () => {
    const skill = skillWith(['API_TOKEN']);
    expect(bindSkillSecrets({ skill, enabled: false, supplied, activation: 'slash' }).values).toEqual({});
    expect(bindSkillSecrets({ skill, enabled: true, supplied, activation: 'none' }).values).toEqual({});
    const guarded = skillWith(['API_TOKEN'], false);
    expect(
      bindSkillSecrets({ skill: guarded, enabled: true, supplied, activation: 'autonomous' }).values,
    ).toEqual({});
    expect(bindSkillSecrets({ skill: guarded, enabled: true, supplied, activation: 'slash' }).values).toEqual(
      {
        API_TOKEN: SECRET,
      },
    );
    expect(bindSkillSecrets({ skill, enabled: true, supplied, activation: 'autonomous' }).values).toEqual({
      API_TOKEN: SECRET,
    });
  });

  it('ignores non-string values and hostile supplied shapes', () => {
    const skill = skillWith(['API_TOKEN', 'BAD-NAME']);
    const hostile = JSON.parse(`{"API_TOKEN": 123456789, "BAD-NAME": "${SECRET}"}`);
    const { values, refused } = bindSkillSecrets({
      skill,
      enabled: true,
      supplied: hostile,
      activation: 'slash',
    });
    expect(values).toEqual({});
    expect(refused.map((r) => r.name)).toEqual(['API_TOKEN', 'BAD-NAME']);
    expect(
      bindSkillSecrets({ skill, enabled: true, supplied: undefined, activation: 'slash' }).values,
    ).toEqual({});
  });
});

describe('maskSecrets', () => {
  it('masks the value in every encoding and leaves other text alone', () => {
    const value = 'p@ss w/rd+"<&>\'é';
    for (const text of encodings(value)) {
      const masked = maskSecrets(`before ${text} after`, [value]);
      expect(masked, text).toContain(SECRET_MASK);
      expect(masked.startsWith('before ')).toBe(true);
      for (const form of encodings(value).slice(0, 1)) expect(masked).not.toContain(form);
    }
    expect(maskSecrets('nothing secret here', [value])).toBe('nothing secret here');
  });

  it('refuses to mask values shorter than 8 characters', () => {
    expect(maskSecrets('the cat sat', ['cat'])).toBe('the cat sat');
  });

  it('keeps masked JSON parseable', () => {
    const value = 'quote"and\\slash';
    const masked = maskSecrets(JSON.stringify({ v: value, w: `x${value}y` }), [value]);
    expect(JSON.parse(masked)).toEqual({ v: SECRET_MASK, w: `x${SECRET_MASK}y` });
  });
});

describe('createSecretMasker', () => {
  it('masks values split across chunks at every position', () => {
    const text = `head ${SECRET} middle ${Buffer.from(SECRET).toString('base64')} tail`;
    for (let cut = 1; cut < text.length; cut++) {
      const masker = createSecretMasker([SECRET]);
      const out = masker.mask(text.slice(0, cut)) + masker.mask(text.slice(cut)) + masker.flush();
      expect(out).toBe(maskSecrets(text, [SECRET]));
      expect(out).not.toContain(SECRET);
    }
  });

  it('gives the same result as whole-text masking for any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', SECRET, SECRET.slice(0, 5), ' ', encodeURIComponent(SECRET)), {
          maxLength: 30,
        }),
        fc.array(fc.nat(40), { maxLength: 6 }),
        (parts, cuts) => {
          const text = parts.join('');
          const points = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b);
          const masker = createSecretMasker([SECRET]);
          let out = '';
          let prev = 0;
          for (const p of [...points, text.length]) {
            out += masker.mask(text.slice(prev, p));
            prev = p;
          }
          out += masker.flush();
          expect(out).toBe(maskSecrets(text, [SECRET]));
          expect(out).not.toContain(SECRET);
        },
      ),
    );
  });
});

describe('stripInternalContextKeys', () => {
  it('removes forged internal and authorization keys, keeps caller data and string secrets', () => {
    const forged = {
      secrets: { API_TOKEN: SECRET, BAD: { nested: true } },
      boundSecrets: { API_TOKEN: SECRET },
      skill_context: { entries: [{ name: 'x', source: 'slash' }] },
      __skillport_internal: true,
      $activation: 'slash',
      role: 'admin',
      is_internal: true,
      query: { text: 'hi', principal: 'root' },
    };
    expect(stripInternalContextKeys(forged)).toEqual({
      secrets: { API_TOKEN: SECRET },
      query: { text: 'hi' },
    });
    expect(stripInternalContextKeys(null)).toEqual({});
    expect(stripInternalContextKeys(['a'])).toEqual({});
  });
});
