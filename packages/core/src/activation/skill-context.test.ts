import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import { isSkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
import { recordSkillLoad, revalidateSkillContext, type SkillContext, SkillContextSchema } from './index.js';

const makeSkill = (name: string, overrides: Partial<Skill> = {}): Skill => makeTestSkill(name, overrides);

const empty: SkillContext = Object.freeze({
  entries: Object.freeze([]) as unknown as SkillContext['entries'],
});
const load = (name: string) => ({ name, source: 'autonomous' as const });
const names = (ctx: SkillContext) => ctx.entries.map((e) => e.name);

describe('recordSkillLoad', () => {
  it('appends without mutating the input', () => {
    const one = recordSkillLoad(empty, load('a'));
    const two = recordSkillLoad(Object.freeze(one), load('b'));
    expect(names(one)).toEqual(['a']);
    expect(names(two)).toEqual(['a', 'b']);
  });

  it('dedupes by name, moving a reloaded skill to the most recent position with its new data', () => {
    let ctx = empty;
    for (const name of ['a', 'b', 'c']) ctx = recordSkillLoad(ctx, load(name));
    ctx = recordSkillLoad(ctx, { name: 'a', source: 'slash' });
    expect(ctx.entries).toEqual([load('b'), load('c'), { name: 'a', source: 'slash' }]);
  });

  it('evicts the least recently loaded beyond max (default 32)', () => {
    let ctx = empty;
    for (let i = 0; i < 40; i++) ctx = recordSkillLoad(ctx, load(`s${i}`));
    expect(ctx.entries).toHaveLength(32);
    expect(names(ctx)[0]).toBe('s8');
    ctx = recordSkillLoad(ctx, load('s8'), { max: 3 });
    expect(names(ctx)).toEqual(['s38', 's39', 's8']);
  });

  it('returns the same object when the entry is already the most recent', () => {
    const ctx = recordSkillLoad(empty, load('a'));
    expect(recordSkillLoad(ctx, load('a'))).toBe(ctx);
    expect(recordSkillLoad(ctx, { name: 'a', source: 'slash' })).not.toBe(ctx);
  });

  it('keeps entries unique, bounded and most recent last for any load sequence (property)', () => {
    const loads = fc.array(
      fc.record({
        name: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        source: fc.constantFrom('slash', 'autonomous'),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(loads, fc.integer({ min: 1, max: 5 }), (sequence, max) => {
        let ctx = empty;
        for (const entry of sequence)
          ctx = recordSkillLoad(ctx, entry as { name: string; source: 'slash' | 'autonomous' }, { max });
        const expected: string[] = [];
        for (const { name } of sequence) {
          const previous = expected.indexOf(name);
          if (previous >= 0) expected.splice(previous, 1);
          expected.push(name);
        }
        expect(names(ctx)).toEqual(expected.slice(-max));
        if (sequence.length > 0) expect(ctx.entries.at(-1)).toEqual(sequence.at(-1));
      }),
    );
  });

  it('rejects a non-positive max', () => {
    expect(() => recordSkillLoad(empty, load('a'), { max: 0 })).toThrow(/max/);
  });

  it('produces contexts that round-trip through the schema', () => {
    const ctx = recordSkillLoad(empty, { name: 'a', source: 'slash', skillFile: '/x/SKILL.md' });
    expect(SkillContextSchema.parse(JSON.parse(JSON.stringify(ctx)))).toEqual(ctx);
    expect(SkillContextSchema.safeParse({ entries: [{ name: 'a', source: 'root' }] }).success).toBe(false);
  });
});

describe('revalidateSkillContext', () => {
  const live = [
    makeSkill('ok'),
    makeSkill('off', { enabled: false }),
    makeSkill('secret'),
    makeSkill('shadowed', { skillFile: '/user/shadowed/SKILL.md' }),
  ];
  const registry = (name: string) => live.find((s) => s.name === name);
  const isAuthorized = (skill: Skill) => skill.name !== 'secret';

  it('drops entries whose skill is gone, replaced, disabled or unauthorized', () => {
    const ctx: SkillContext = {
      entries: [
        load('ok'),
        load('gone'),
        load('off'),
        load('secret'),
        { name: 'shadowed', source: 'autonomous', skillFile: '/public/shadowed/SKILL.md' },
      ],
    };
    const result = revalidateSkillContext(ctx, registry, isAuthorized);
    expect(names(result.context)).toEqual(['ok']);
    expect(result.dropped).toEqual([
      { name: 'gone', reason: 'missing' },
      { name: 'off', reason: 'disabled' },
      { name: 'secret', reason: 'unauthorized' },
      { name: 'shadowed', reason: 'replaced' },
    ]);
    expect(ctx.entries).toHaveLength(5);
  });

  it('returns the same context when everything is still valid', () => {
    const ctx: SkillContext = {
      entries: [load('ok'), { name: 'shadowed', source: 'slash', skillFile: '/user/shadowed/SKILL.md' }],
    };
    expect(revalidateSkillContext(ctx, registry, isAuthorized)).toEqual({ context: ctx, dropped: [] });
    expect(revalidateSkillContext(ctx, registry, isAuthorized).context).toBe(ctx);
  });

  it('treats a non-boolean authorization answer as a denial', () => {
    const sloppy = (() => 'yes') as unknown as (skill: Skill) => boolean;
    expect(revalidateSkillContext({ entries: [load('ok')] }, registry, sloppy).dropped).toEqual([
      { name: 'ok', reason: 'unauthorized' },
    ]);
  });

  it('throws a typed error instead of erasing the context when the registry or authorization fails', () => {
    const failing = () => {
      throw new Error('db down');
    };
    for (const [reg, auth, stage] of [
      [failing, isAuthorized, 'registry'],
      [registry, failing, 'authorization'],
    ] as const) {
      try {
        revalidateSkillContext({ entries: [load('ok')] }, reg, auth);
        expect.unreachable();
      } catch (error) {
        expect(isSkillportError(error, 'SKILL_CONTEXT_REVALIDATION_FAILED')).toBe(true);
        expect((error as { details: unknown }).details).toEqual({ name: 'ok', stage });
      }
    }
  });
});
