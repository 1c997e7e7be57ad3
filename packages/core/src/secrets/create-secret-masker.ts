import { compilePatternFinder, type PatternFinder } from './find-patterns.js';
import { MIN_SECRET_LENGTH, SECRET_MASK, secretForms } from './secret-forms.js';

export interface SecretMasker {
  /** Masks a chunk of a stream; may hold back the tail that could start a value split across chunks. */
  mask(chunk: string): string;
  /** Returns what is still held back, masked; call once at the end of the stream. */
  flush(): string;
}

/**
 * A streaming masker for child output (SPEC §7): every value of at least 8 characters, in every form of
 * `secretForms`, is replaced by `[REDACTED]`, also when it arrives split across chunks. Shorter values
 * are ignored here (the binding refuses them before a child ever sees them).
 */
export function createSecretMasker(values: readonly string[]): SecretMasker {
  const patterns = patternsFor(values);
  if (patterns.length === 0) {
    return { mask: (chunk) => chunk, flush: () => '' };
  }
  const keep = Math.max(...patterns.map((p) => p.length)) - 1;
  const findSpans = compilePatternFinder(patterns);
  let carry = '';
  return {
    mask(chunk: string): string {
      const text = carry + chunk;
      if (text.length <= keep) {
        carry = text;
        return '';
      }
      const spans = findSpans(text);
      // Everything that starts before `cut` is decided: a match starting there ends inside `text`. A
      // merged span across the cut is held back whole, since text still to come may extend it.
      let cut = text.length - keep;
      for (const [start, end] of spans) if (start < cut && end > cut) cut = start;
      carry = text.slice(cut);
      return replaceSpans(text, spans, cut);
    },
    flush(): string {
      const text = carry;
      carry = '';
      return replaceSpans(text, findSpans(text), text.length);
    },
  };
}

/** Masks one whole text (see `createSecretMasker`). */
export function maskSecrets(text: string, values: readonly string[]): string {
  const patterns = patternsFor(values);
  if (patterns.length === 0 || text.length === 0) return text;
  return replaceSpans(text, compilePatternFinder(patterns)(text), text.length);
}

function patternsFor(values: readonly string[]): string[] {
  const all = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) continue;
    for (const form of secretForms(value)) all.add(form);
  }
  return [...all];
}

/** `text.slice(0, cut)` with every span that starts before `cut` replaced by the mask. */
function replaceSpans(text: string, spans: ReturnType<PatternFinder>, cut: number): string {
  let out = '';
  let pos = 0;
  for (const [start, end] of spans) {
    if (start >= cut) break;
    out += text.slice(pos, start) + SECRET_MASK;
    pos = end;
  }
  return out + text.slice(pos, cut);
}
