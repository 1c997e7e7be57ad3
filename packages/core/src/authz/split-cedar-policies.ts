import type { PrincipalConstraint } from '@cedar-policy/cedar-wasm/nodejs';

export interface CedarPolicyPiece {
  /** One policy's text (with the comments before it), as Cedar parses it on its own. */
  readonly text: string;
  /** It names a slot (`?principal`, `?resource`): a template, not a static policy. */
  readonly template: boolean;
  /**
   * Its `@id` annotation and principal scope when the common forms were read here; undefined when the
   * text uses anything else (escapes, valueless annotations, comments inside the scope...), and only
   * Cedar can say.
   */
  readonly head: { readonly id: string | undefined; readonly principal: PrincipalConstraint } | undefined;
}

/**
 * Splits Cedar policy text at the `;` that ends each policy, outside strings and `//` comments (Cedar
 * has no other place a `;` can stand). Cedar's own splitter parses every policy and costs seconds for
 * a set of 10,000 policies, most of which a reload has already seen; this pass is linear and cheap.
 * It checks nothing: each piece is still parsed by Cedar before use, so text this pass misreads
 * cannot be accepted, only rejected.
 */
export function splitCedarPolicies(text: string): CedarPolicyPiece[] {
  const pieces: CedarPolicyPiece[] = [];
  let start = 0;
  let template = false;
  let code = false;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (i < 0) throw new SyntaxError('a string is not closed');
      code = true;
      continue;
    }
    if (c === SLASH && text.charCodeAt(i + 1) === SLASH) {
      const newline = text.indexOf('\n', i);
      i = newline < 0 ? text.length : newline + 1;
      continue;
    }
    if (c === SEMICOLON) {
      const piece = text.slice(start, i + 1);
      pieces.push({ text: piece, template, head: readHead(piece) });
      start = i + 1;
      template = false;
      code = false;
    } else if (c === QUESTION) template = true;
    else if (c > SPACE) code = true;
    i++;
  }
  // Text after the last `;` that is not only blanks and comments is a policy without its end; Cedar
  // says what is wrong with it.
  if (code) pieces.push({ text: text.slice(start), template, head: undefined });
  return pieces;
}

const QUOTE = 0x22;
const SLASH = 0x2f;
const SEMICOLON = 0x3b;
const QUESTION = 0x3f;
const BACKSLASH = 0x5c;
const SPACE = 0x20;

/** Index after the string that opens at `at`, or -1 when it never closes. */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  return -1;
}

const BLANKS = /(?:\s+|\/\/[^\n]*(?:\n|$))*/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
/** A string without escapes: its bytes are its value. Any backslash sends the policy to Cedar. */
const PLAIN_STRING = /"([^"\\]*)"/y;

/** Reads `@id("…")`, the effect and the principal scope of one policy; undefined for other forms. */
function readHead(piece: string): CedarPolicyPiece['head'] {
  let at = 0;
  const match = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = at;
    const m = pattern.exec(piece);
    if (m !== null) at = pattern.lastIndex;
    return m;
  };
  const blanks = () => match(BLANKS);
  const literal = (word: string): boolean => {
    blanks();
    if (!piece.startsWith(word, at)) return false;
    // A keyword ends where an identifier would (`principal` is not `principals`).
    if (isIdentChar(word.charCodeAt(word.length - 1)) && isIdentChar(piece.charCodeAt(at + word.length)))
      return false;
    at += word.length;
    return true;
  };
  const ident = (): string | undefined => {
    blanks();
    return match(IDENT)?.[0];
  };
  const plainString = (): string | undefined => {
    blanks();
    return match(PLAIN_STRING)?.[1];
  };
  /** `A::B` (for `is`), stopping before a `::"id"`. */
  const path = (): string | undefined => {
    const names = [ident()];
    if (names[0] === undefined) return undefined;
    for (;;) {
      const before = at;
      if (!literal('::')) break;
      blanks();
      if (piece.charCodeAt(at) === QUOTE) {
        at = before;
        break;
      }
      const next = ident();
      if (next === undefined) return undefined;
      names.push(next);
    }
    return names.join('::');
  };
  const entity = (): { type: string; id: string } | undefined => {
    const type = path();
    if (type === undefined || !literal('::')) return undefined;
    const id = plainString();
    return id === undefined ? undefined : { type, id };
  };

  let id: string | undefined;
  for (;;) {
    blanks();
    if (piece.charCodeAt(at) !== 0x40 /* @ */) break;
    at++;
    const key = match(IDENT)?.[0];
    if (key === undefined || !literal('(')) return undefined;
    const value = plainString();
    if (value === undefined || !literal(')')) return undefined;
    if (key === 'id') id = value;
  }
  if (!(literal('permit') || literal('forbid'))) return undefined;
  if (!literal('(') || !literal('principal')) return undefined;
  let principal: PrincipalConstraint;
  if (literal(',')) principal = { op: 'All' };
  else if (literal('==')) {
    const uid = entity();
    if (uid === undefined) return undefined;
    principal = { op: '==', entity: uid };
  } else if (literal('in')) {
    const uid = entity();
    if (uid === undefined) return undefined;
    principal = { op: 'in', entity: uid };
  } else if (literal('is')) {
    const type = path();
    if (type === undefined) return undefined;
    if (literal('in')) {
      const uid = entity();
      if (uid === undefined) return undefined;
      principal = { op: 'is', entity_type: type, in: { entity: uid } };
    } else principal = { op: 'is', entity_type: type };
  } else return undefined;
  if (principal.op !== 'All' && !literal(',')) return undefined;
  return { id, principal };
}

function isIdentChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f
  );
}
