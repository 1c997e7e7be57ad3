import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCedarPolicies } from './split-cedar-policies.js';

const cedar = createRequire(import.meta.url)(
  '@cedar-policy/cedar-wasm/nodejs',
) as typeof import('@cedar-policy/cedar-wasm/nodejs');

/** What Cedar itself reads from one policy: its `@id` and principal scope. */
function cedarHead(policy: string) {
  const json = cedar.policyToJson(policy);
  if (json.type !== 'success') throw new Error(`Cedar rejects ${policy}`);
  return { id: json.json.annotations?.id ?? undefined, principal: json.json.principal };
}

function expectAgreesWithCedar(text: string) {
  const pieces = splitCedarPolicies(text);
  const parts = cedar.policySetTextToParts(text);
  if (parts.type !== 'success') throw new Error(`Cedar rejects ${text}`);
  expect(pieces).toHaveLength(parts.policies.length);
  for (const piece of pieces) {
    if (piece.head !== undefined) expect(piece.head, piece.text).toEqual(cedarHead(piece.text));
  }
  return pieces;
}

describe('splitCedarPolicies', () => {
  it('reads the common forms itself, exactly as Cedar does', () => {
    const forms = [
      'permit (principal, action, resource);',
      '@id("all") permit(principal,action,resource);',
      '@id("eq") permit (principal == Skillport::User::"alice", action, resource);',
      '@id("in") forbid (principal in Skillport::Role::"role-1", action, resource is Skillport::Tool);',
      '@id("is") forbid (principal is Skillport::User, action, resource);',
      '@id("is-in") forbid (principal is Skillport::User in Skillport::Role::"banned", action, resource);',
      '@advice("x") @id("two") permit (principal in A::B::C::"deep", action, resource) when { true };',
      '// a comment; with a semicolon\n@id("commented") permit (\n  principal   in   Skillport :: Role :: "spaced" ,\n action, resource);',
      '@id("semi;colon") permit (principal in Skillport::Role::"a;b", action, resource == Skillport::Tool::"//x");',
      '@id("unicode ü") permit (principal == Skillport::User::"ü", action, resource);',
      '@id("inner-comment") permit (principal // inside; "x\n in Skillport::Role::"c", action, resource);',
    ];
    const pieces = expectAgreesWithCedar(forms.join('\n'));
    for (const piece of pieces) expect(piece.head, piece.text).toBeDefined();
  });

  it('leaves every other form to Cedar instead of guessing', () => {
    const forms = [
      '@id("esc\\"aped") permit (principal, action, resource);',
      '@id permit (principal, action, resource);',
      'permit (principal == Skillport::User::"a\\u{62}", action, resource);',
      'permit (principal is Skillport::User::"x", action, resource);',
    ];
    for (const form of forms) {
      const pieces = splitCedarPolicies(form);
      expect(pieces).toHaveLength(1);
      expect(pieces[0]?.head, form).toBeUndefined();
    }
    // `principals` is not the keyword `principal`, nor `permitted` the effect `permit`.
    expect(splitCedarPolicies('permit (principals, action, resource);')[0]?.head).toBeUndefined();
    expect(splitCedarPolicies('permitted (principal, action, resource);')[0]?.head).toBeUndefined();
  });

  it('marks templates, keeps unterminated policies, refuses unterminated strings', () => {
    expect(splitCedarPolicies('permit (principal == ?principal, action, resource);')[0]?.template).toBe(true);
    expect(
      splitCedarPolicies('permit (principal, action, resource == Skillport::Tool::"?");')[0]?.template,
    ).toBe(false);
    expect(splitCedarPolicies('permit (principal, action, resource); // end\n')).toHaveLength(1);
    expect(splitCedarPolicies('permit (principal, action, resource); garbage').at(-1)?.text).toBe(' garbage');
    expect(() => splitCedarPolicies('permit (principal, action, resource == T::"open);')).toThrow(
      /not closed/,
    );
    expect(() => splitCedarPolicies('@id("a\\")')).toThrow(/not closed/);
  });

  it('agrees with Cedar on random policy sets (ids, scopes, comments, strings with separators)', () => {
    const text = fc.constantFrom('a', 'role-1', 'a;b', 'x//y', 'q"uote', 'back\\slash', '?', 'ü', '');
    const quoted = text.map((s) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
    const blank = fc.constantFrom(' ', '', '\n', '  \t', ' // note; "x\n');
    const type = fc.constantFrom('Skillport::Role', 'Skillport::User', 'Other', 'A::B::C');
    const entity = fc.tuple(type, quoted).map(([t, id]) => `${t}::${id}`);
    const scope = fc.oneof(
      fc.constant('principal'),
      entity.map((e) => `principal == ${e}`),
      entity.map((e) => `principal in ${e}`),
      type.map((t) => `principal is ${t}`),
      fc.tuple(type, entity).map(([t, e]) => `principal is ${t} in ${e}`),
    );
    const annotation = fc.oneof(
      fc.constant(''),
      quoted.map((s) => `@id(${s}) `),
      fc.tuple(quoted, quoted).map(([a, b]) => `@note(${a}) @id(${b}) `),
    );
    const policy = fc
      .tuple(annotation, fc.constantFrom('permit', 'forbid'), blank, scope, blank, quoted)
      .map(
        ([ann, effect, b1, sc, b2, target]) =>
          `${ann}${effect}${b1}(${b1}${sc}${b2},${b2}action, resource == Skillport::Tool::${target});`,
      );
    fc.assert(
      fc.property(fc.array(fc.tuple(policy, blank), { minLength: 1, maxLength: 6 }), (items) => {
        const all = items.map(([p, b]) => `${p}${b}`);
        // Cedar refuses duplicate ids; a set of policies with distinct ids is all this needs.
        const ids = all
          .map((p) => cedar.policyToJson(p))
          .map((j) => (j.type === 'success' ? j.json.annotations?.id : null));
        fc.pre(new Set(ids.filter((id) => id != null)).size === ids.filter((id) => id != null).length);
        expectAgreesWithCedar(all.join(''));
      }),
      { numRuns: 200 },
    );
  });
});
