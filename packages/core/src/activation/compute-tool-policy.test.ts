import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import type { Skill } from '../skill/types.js';
import { computeToolPolicy, DISCOVERY_TOOL_NAMES } from './index.js';

const makeSkill = (name: string, allowedTools?: string[], overrides: Partial<Skill> = {}): Skill =>
  makeTestSkill(name, { ...overrides, ...(allowedTools === undefined ? {} : { allowedTools }) });

const all = [
  makeSkill('web', ['web_search', 'web_fetch']),
  makeSkill('files', ['read_file', 'write_file', 'web_fetch']),
  makeSkill('legacy'),
  makeSkill('nothing', []),
  makeSkill('off', ['bash'], { enabled: false }),
];
const registry = (name: string) => all.find((s) => s.name === name);
const discovery = [...DISCOVERY_TOOL_NAMES].sort();
const auto = (name: string) => ({ name, source: 'autonomous' as const });
const slash = (name: string) => ({ name, source: 'slash' as const });

function allowed(activeSkills: { name: string; source: 'slash' | 'autonomous' }[]) {
  const policy = computeToolPolicy({ activeSkills, registry });
  return policy.restricted ? policy.allowed : 'unrestricted';
}

describe('computeToolPolicy', () => {
  it('is unrestricted with no active skills', () => {
    expect(computeToolPolicy({ activeSkills: [], registry })).toEqual({ restricted: false });
  });

  it('is unrestricted when no active skill declares allowed-tools', () => {
    expect(allowed([auto('legacy')])).toBe('unrestricted');
  });

  it('unions the declared tools of active skills, sorted, plus the discovery tools', () => {
    expect(allowed([auto('web'), auto('files')])).toEqual(
      [...discovery, 'read_file', 'web_fetch', 'web_search', 'write_file'].sort(),
    );
  });

  it('ignores a non-declaring skill once another active skill declares', () => {
    expect(allowed([auto('legacy'), auto('web')])).toEqual([...discovery, 'web_fetch', 'web_search'].sort());
  });

  it('treats an empty declaration as "no tools" beyond discovery', () => {
    expect(allowed([auto('nothing')])).toEqual(discovery);
    expect(allowed([auto('nothing'), auto('legacy')])).toEqual(discovery);
  });

  it('lets slash sources dominate: later autonomous loads cannot widen the policy', () => {
    expect(allowed([slash('web'), auto('files')])).toEqual([...discovery, 'web_fetch', 'web_search'].sort());
    expect(allowed([auto('files'), slash('legacy')])).toBe('unrestricted');
  });

  it('skips a stale reference when another valid one remains', () => {
    expect(allowed([auto('gone'), auto('web')])).toEqual([...discovery, 'web_fetch', 'web_search'].sort());
    expect(allowed([auto('off'), auto('web')])).toEqual([...discovery, 'web_fetch', 'web_search'].sort());
  });

  it('fails closed to discovery tools when every active reference is invalid', () => {
    const policy = computeToolPolicy({ activeSkills: [auto('gone'), auto('off')], registry });
    expect(policy).toMatchObject({ restricted: true, allowed: discovery });
    expect(policy.restricted && policy.reason).toMatch(/no active autonomous skill/);
  });

  it('fails closed when the slash skill is invalid, even if autonomous ones are valid', () => {
    expect(allowed([slash('gone'), auto('web')])).toEqual(discovery);
  });

  it('fails closed when the registry throws, without echoing the error text', () => {
    const policy = computeToolPolicy({
      activeSkills: [auto('web')],
      registry: () => {
        throw new Error('postgres://admin:hunter2@db/skills unreachable');
      },
    });
    expect(policy).toMatchObject({
      restricted: true,
      allowed: discovery,
      reason: 'skill registry unavailable',
    });
    expect(JSON.stringify(policy)).not.toContain('hunter2');
  });

  it('uses the given discovery tools instead of the defaults', () => {
    const policy = computeToolPolicy({ activeSkills: [auto('web')], registry, discoveryTools: ['find'] });
    expect(policy).toMatchObject({ allowed: ['find', 'web_fetch', 'web_search'] });
  });

  it('matches a reference model of the rules for any skills and active set (property)', () => {
    const tool = fc.constantFrom('read_file', 'write_file', 'bash', 'web_fetch', 'describe_skill');
    const skillArb = fc.record({
      name: fc.constantFrom('s1', 's2', 's3', 's4', 's5'),
      tools: fc.option(fc.array(tool, { maxLength: 3 }), { nil: undefined }),
      enabled: fc.boolean(),
    });
    const refArb = fc.record({
      name: fc.constantFrom('s1', 's2', 's3', 's4', 's5', 'ghost'),
      source: fc.constantFrom('slash' as const, 'autonomous' as const),
    });
    fc.assert(
      fc.property(fc.array(skillArb, { maxLength: 5 }), fc.array(refArb, { maxLength: 5 }), (defs, refs) => {
        const byName = new Map<string, Skill>(
          defs.map((d) => [d.name, makeSkill(d.name, d.tools, { enabled: d.enabled })]),
        );
        const policy = computeToolPolicy({ activeSkills: refs, registry: (name) => byName.get(name) });

        const slashRefs = refs.filter((r) => r.source === 'slash');
        const considered = slashRefs.length > 0 ? slashRefs : refs;
        const valid = considered.map((r) => byName.get(r.name)).filter((s) => s?.enabled === true);
        const declaring = valid.filter((s) => s!.frontmatter.allowedTools !== undefined);
        if (refs.length === 0 || (valid.length > 0 && declaring.length === 0)) {
          expect(policy).toEqual({ restricted: false });
          return;
        }
        const expected = new Set([...discovery, ...declaring.flatMap((s) => s!.frontmatter.allowedTools!)]);
        expect(policy.restricted).toBe(true);
        if (policy.restricted) expect(policy.allowed).toEqual([...expected].sort());
      }),
    );
  });
});
