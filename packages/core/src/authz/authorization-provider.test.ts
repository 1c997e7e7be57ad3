import { describe, expect, it } from 'vitest';
import { isSkillportError } from '../errors/index.js';
import { assertAuthorizationProvider, validateAuthzDecision } from './index.js';

describe('validateAuthzDecision', () => {
  it.each([
    ['string "false"', { allow: 'false' }],
    ['number', { allow: 0 }],
    ['Boolean object', { allow: new Boolean(false) }],
    ['missing allow', { reasons: [] }],
    ['null', null],
    ['a promise', Promise.resolve({ allow: true })],
    [
      'a throwing getter',
      {
        get allow() {
          throw new Error('x');
        },
      },
    ],
  ])('%s is a provider failure', (_name, raw) => {
    try {
      validateAuthzDecision(raw);
      expect.unreachable();
    } catch (error) {
      expect(isSkillportError(error, 'AUTHZ_PROVIDER_FAILURE')).toBe(true);
    }
  });

  it('keeps a real verdict and repairs unreadable details', () => {
    expect(validateAuthzDecision({ allow: false, reasons: ['r'], policyId: 'p' })).toEqual({
      allow: false,
      reasons: ['r'],
      policyId: 'p',
    });
    expect(validateAuthzDecision({ allow: false, reasons: 'x', policyId: 3 })).toEqual({
      allow: false,
      reasons: ['(provider gave no readable reasons)'],
      policyId: 'unknown',
    });
    const source = ['a'];
    const d = validateAuthzDecision({ allow: true, reasons: source, policyId: 'p' });
    source.push('b');
    expect(d.reasons).toEqual(['a']);
  });
});

describe('assertAuthorizationProvider', () => {
  const fn = () => ({ allow: true, reasons: [], policyId: 'p' });
  it('requires all three methods as functions', () => {
    expect(() =>
      assertAuthorizationProvider({ authorize: fn, authorizeAsync: fn, filterResources: fn }, 'x'),
    ).not.toThrow();
    for (const bad of [
      null,
      1,
      {},
      { authorize: fn, authorizeAsync: fn },
      { authorize: fn, authorizeAsync: fn, filterResources: {} },
    ]) {
      expect(() => assertAuthorizationProvider(bad, 'x')).toThrow(/filterResources/);
    }
  });
});
