import {
  type Document,
  isMap,
  isScalar,
  LineCounter,
  type Node,
  parseDocument,
  visit,
  type YAMLMap,
} from 'yaml';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { parseSimpleYaml } from './parse-simple-yaml.js';

/** Alias expansions allowed while converting to JS. Enough for real frontmatter, stops "billion laughs". */
export const MAX_YAML_ALIAS_COUNT = 64;

export interface FrontmatterYaml {
  /** The mapping, or undefined when the YAML could not be read as a mapping. */
  data: Record<string, unknown> | undefined;
  /** File line of each top-level key (for diagnostics). */
  keyLines: Map<string, number>;
  /** Original source text of top-level plain scalars (so `version: 1.0` stays "1.0"). */
  scalarSources: Map<string, string>;
  diagnostics: Diagnostic[];
}

interface ParseContext {
  path: string;
  firstLine: number;
}

const PARSE_OPTIONS = { version: '1.2', schema: 'core', uniqueKeys: true, prettyErrors: false } as const;

/**
 * Parses frontmatter YAML under YAML 1.2 core rules (dates stay strings, duplicate keys are errors,
 * aliases bounded). An unquoted `: ` inside a value — the most common way real skills break YAML — gets one
 * recovery attempt that quotes the offending values; the skill then loads with a YAML_RECOVERED warning.
 */
export function parseFrontmatterYaml(yaml: string, ctx: ParseContext): FrontmatterYaml {
  const simple = parseSimpleYaml(yaml, ctx.firstLine);
  return simple ? { ...simple, diagnostics: [] } : parseFullFrontmatterYaml(yaml, ctx);
}

/** `parseFrontmatterYaml` for text the fast path has already turned down: the YAML library only. */
export function parseFullFrontmatterYaml(yaml: string, ctx: ParseContext): FrontmatterYaml {
  const diagnostics: Diagnostic[] = [];
  let source = yaml;
  let lineCounter = new LineCounter();
  let doc = parseDocument(source, { ...PARSE_OPTIONS, lineCounter });

  // An unknown tag (`description: !important Read this`) is only a warning to the YAML parser, but it drops
  // the tag's text from the value; it gets the same repair as an error.
  const broken = isBroken(doc, source);
  if (broken && !doc.errors.some((e) => e.code === 'DUPLICATE_KEY')) {
    const recovered = quoteSuspiciousValues(yaml);
    if (recovered.lines.length > 0) {
      const retryCounter = new LineCounter();
      const retry = parseDocument(recovered.text, { ...PARSE_OPTIONS, lineCounter: retryCounter });
      // The repair keeps every line where it was, so the retry's errors point at the author's lines too.
      if (retry.errors.some((e) => e.code === 'DUPLICATE_KEY')) {
        doc = retry;
        lineCounter = retryCounter;
      } else if (!isBroken(retry, recovered.text)) {
        source = recovered.text;
        doc = retry;
        lineCounter = retryCounter;
        for (const { line, key, hint } of recovered.lines) {
          diagnostics.push(
            diagnostic(
              'warning',
              'YAML_RECOVERED',
              ctx.path,
              `YAML error recovered on the line of "${key}"`,
              {
                line: line + ctx.firstLine - 1,
                detail: { key, hint: `${hint[0]!.toUpperCase()}${hint.slice(1)}` },
              },
            ),
          );
        }
      }
    }
  }

  const empty = {
    data: undefined,
    keyLines: new Map<string, number>(),
    scalarSources: new Map<string, string>(),
  };
  if (doc.errors.length > 0) {
    // A duplicate key is why no repair was tried; name it rather than a repairable error above it.
    const first = doc.errors.find((e) => e.code === 'DUPLICATE_KEY') ?? doc.errors[0]!;
    // `linePos` is only filled with prettyErrors; the line counter gives the same position either way.
    // An error at the very end (an unclosed bracket or quote) would point at the closing `---`; name the
    // last YAML line instead, which is where the author has to look.
    const lastYamlLine = Math.max(1, source.replace(/\n+$/, '').split('\n').length);
    const line = Math.min(lineCounter.linePos(first.pos[0]).line, lastYamlLine);
    const message =
      first.code === 'DUPLICATE_KEY'
        ? 'Duplicate key in frontmatter: every key may appear once'
        : `Frontmatter is not valid YAML: ${first.message.split('\n')[0]}`;
    diagnostics.push(
      diagnostic('error', 'YAML_ERROR', ctx.path, message, {
        line: line + ctx.firstLine - 1,
        detail: { yamlCode: first.code },
      }),
    );
    return { ...empty, diagnostics };
  }

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
  } catch (error) {
    // Unresolved aliases were caught by isBroken, so what is left here is the expansion limit.
    diagnostics.push(
      diagnostic(
        'error',
        'YAML_ERROR',
        ctx.path,
        `Frontmatter alias expansion exceeds the limit: ${String(error)}`,
        {
          line: ctx.firstLine,
          detail: { yamlCode: 'ALIAS_LIMIT', maxAliasCount: MAX_YAML_ALIAS_COUNT },
        },
      ),
    );
    return { ...empty, diagnostics };
  }
  if (data === null || data === undefined) {
    return { ...empty, data: {}, diagnostics };
  }
  if (typeof data !== 'object' || Array.isArray(data) || !isMap(doc.contents)) {
    diagnostics.push(
      diagnostic(
        'error',
        'YAML_ERROR',
        ctx.path,
        'Frontmatter must be a YAML mapping of fields (key: value)',
        {
          line: ctx.firstLine,
        },
      ),
    );
    return { ...empty, diagnostics };
  }

  const keyLines = new Map<string, number>();
  const scalarSources = new Map<string, string>();
  collectTopLevel(doc, lineCounter, ctx, keyLines, scalarSources);
  reportCommentTruncation(doc.contents, source, lineCounter, ctx, diagnostics);
  return { data: data as Record<string, unknown>, keyLines, scalarSources, diagnostics };
}

/**
 * Errors, plus two things the YAML parser lets through that silently lose or break the author's text: an
 * unknown tag (`description: !important Read this` reads as "Read this") and an alias with no anchor
 * (`description: *WIP* notes`, which only fails when converted).
 */
function isBroken(doc: Document, source: string): boolean {
  if (doc.errors.length > 0 || doc.warnings.some((w) => w.code === 'TAG_RESOLVE_FAILED')) return true;
  if (!source.includes('*')) return false;
  let unresolved = false;
  visit(doc, {
    Alias(_, node) {
      if (node.resolve(doc) !== undefined) return undefined;
      unresolved = true;
      return visit.BREAK;
    },
  });
  return unresolved;
}

function collectTopLevel(
  doc: Document,
  lineCounter: LineCounter,
  ctx: ParseContext,
  keyLines: Map<string, number>,
  scalarSources: Map<string, string>,
): void {
  const map = doc.contents as YAMLMap;
  for (const pair of map.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const offset = pair.key.range?.[0];
    if (offset !== undefined) keyLines.set(key, lineCounter.linePos(offset).line + ctx.firstLine - 1);
    if (isScalar(pair.value) && pair.value.type === 'PLAIN' && typeof pair.value.source === 'string') {
      scalarSources.set(key, pair.value.source);
    }
  }
}

/** A plain value followed by ` #…` on its line: YAML reads the rest as a comment, which authors rarely mean. */
function reportCommentTruncation(
  node: Node | null,
  source: string,
  lineCounter: LineCounter,
  ctx: ParseContext,
  diagnostics: Diagnostic[],
): void {
  if (!isMap(node)) return;
  for (const pair of node.items) {
    const value = pair.value as Node | null;
    if (isMap(value)) {
      reportCommentTruncation(value, source, lineCounter, ctx, diagnostics);
      continue;
    }
    if (!isScalar(value) || value.type !== 'PLAIN' || !value.range || value.comment === undefined) continue;
    const end = value.range[1];
    const lineStop = source.indexOf('\n', end);
    const rest = source.slice(end, lineStop === -1 ? source.length : lineStop);
    if (!/^[ \t]+#/.test(rest)) continue;
    const key = isScalar(pair.key) ? String(pair.key.value) : '?';
    diagnostics.push(
      diagnostic(
        'warning',
        'YAML_COMMENT_TRUNCATION',
        ctx.path,
        `The value of "${key}" is cut short at " #"`,
        {
          line: lineCounter.linePos(end).line + ctx.firstLine - 1,
          detail: {
            kept: String(value.value),
            dropped: rest.trim(),
            hint: `Quote the value if "${rest.trim()}" belongs to it`,
          },
        },
      ),
    );
  }
}

/** `key:` then the value; the separator may be missing or a no-break space (both reported when repaired). */
const KEY_VALUE_LINE = /^([ \t]*)([A-Za-z0-9_.-]+):([ \t\u00a0]*)(.*?)[ \t\u00a0]*$/;
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*\s*(#.*)?$/;
/** Only known fields are read without a space after the colon: `http://x` must stay a plain value. */
const UNSPACED_KEYS = new Set([
  'name',
  'description',
  'license',
  'compatibility',
  'version',
  'author',
  'allowed-tools',
]);
/** A value with none of these reads the same with or without quotes, so it never needs repair. */
const NEEDS_LOOK = /^[-?:,[\]{}#&*!|>'"%@`]|: |:$| #|\t/;

interface RepairedLine {
  line: number;
  key: string;
  hint: string;
}

/**
 * One-shot repair of lines a human reads as `key: text` but YAML rejects (SPEC §1.1). A `key: value` entry
 * (its line plus more-indented continuation lines) is rewritten only when that entry does not parse on its
 * own, so anything that parses already keeps its meaning: the value, continuation lines folded in as YAML
 * folds plain text, becomes one double-quoted string spread over the same lines (later line numbers stay
 * right). Indentation tabs become spaces. Block scalars and multi-line quoted or flow values are left alone.
 */
function quoteSuspiciousValues(yaml: string): { text: string; lines: RepairedLine[] } {
  const source = yaml.split('\n');
  const out: string[] = [];
  const lines: RepairedLine[] = [];
  // Indent of the key whose block scalar (`|`, `>`) we are inside: its text is content, never YAML to repair.
  let blockKeyIndent = -1;
  for (let i = 0; i < source.length; i++) {
    let text = source[i]!;
    if (blockKeyIndent >= 0) {
      if (isBlank(text) || indentOf(text) > blockKeyIndent) {
        out.push(text);
        continue;
      }
      blockKeyIndent = -1;
    }
    const hints: string[] = [];
    if (/^[ ]*\t/.test(text) && !isBlank(text)) {
      text = text.replace(/^[ \t]+/, (ws) => ws.replace(/\t/g, '  '));
      hints.push('indent with spaces: YAML does not allow tabs for indentation');
    }
    const match = KEY_VALUE_LINE.exec(text);
    const [, indent = '', key = '', separator = '', value = ''] = match ?? [];
    // `key:`, `key: # note` or `key: &anchor` / `key: !!map`: what follows is structure, not text.
    if (!match || value === '' || value.startsWith('#') || /^[&!]\S*$/.test(value)) {
      pushLine(text, i, key, hints);
      continue;
    }
    if (BLOCK_SCALAR_HEADER.test(value)) {
      blockKeyIndent = indent.length;
      pushLine(text, i, key, hints);
      continue;
    }
    const badSeparator = separator === '' || separator.includes('\u00a0');
    if (separator === '' && !(indent === '' && UNSPACED_KEYS.has(key))) {
      pushLine(text, i, key, hints);
      continue;
    }
    // Continuation lines: more indented than the key, up to a comment line or a blank line that ends the entry.
    let end = i + 1;
    while (end < source.length) {
      const next = source[end]!;
      if (isBlank(next)) {
        let after = end + 1;
        while (after < source.length && isBlank(source[after]!)) after++;
        if (after < source.length && indentOf(source[after]!) > indent.length) {
          end = after;
          continue;
        }
        break;
      }
      if (indentOf(next) <= indent.length || next.slice(indentOf(next)).startsWith('#')) break;
      end++;
    }
    const continuation = source.slice(i + 1, end);
    const keep =
      // A quoted or flow value spanning lines is real YAML (or a mistake we do not guess at).
      !standsAlone(value, continuation) ||
      (!badSeparator && !NEEDS_LOOK.test(value) && continuation.every((l) => !/: |:$| #|\t/.test(l))) ||
      (!badSeparator && parsesAlone(`${key}: ${value}`, continuation));
    if (keep) {
      // The continuation lines belong to this value: content, never keys to repair on their own.
      pushLine(text, i, key, hints);
      out.push(...continuation);
      i = end - 1;
      continue;
    }
    const content = unwrapQuotes(value);
    const body = [content, ...continuation.map((l) => l.replace(/^[ \t]+|[ \t]+$/g, ''))].map((l) =>
      JSON.stringify(l).slice(1, -1),
    );
    const pad = `${indent}  `;
    const quoted = body.map((l, n) => (n === 0 ? `${indent}${key}: "${l}` : l === '' ? '' : `${pad}${l}`));
    quoted[quoted.length - 1] += '"';
    hints.push(`quote the value: ${key}: "…" (${whyQuote(value, separator)})`);
    out.push(...quoted);
    lines.push({ line: i + 1, key, hint: hints.join('; ') });
    i = end - 1;
  }
  return { text: out.join('\n'), lines };

  function pushLine(text: string, index: number, key: string, hints: string[]): void {
    out.push(text);
    if (hints.length > 0)
      lines.push({ line: index + 1, key: key || '(indentation)', hint: hints.join('; ') });
  }
}

/** YAML whitespace is spaces and tabs only; String#trim would also drop no-break spaces, which are text. */
function isBlank(text: string): boolean {
  return /^[ \t]*$/.test(text);
}

function indentOf(text: string): number {
  return text.length - text.replace(/^[ \t]+/, '').length;
}

/**
 * Quoted or flow values are text to quote only when they close on their own line and prose follows
 * (`[WIP] Does X`, `'It's …'`); an unclosed one is real multi-line YAML or a mistake we do not guess at.
 */
function standsAlone(value: string, continuation: string[]): boolean {
  const first = value[0];
  if (first === '"' || first === "'") return continuation.length === 0 && value.indexOf(first, 1) !== -1;
  if (first !== '[' && first !== '{') return true;
  if (continuation.length > 0) return false;
  let depth = 0;
  for (const ch of value) {
    if (ch === '[' || ch === '{') depth++;
    else if ((ch === ']' || ch === '}') && --depth === 0) return true;
  }
  return false;
}

/** `'It's fine'` means the text between the outer quotes; any other value is taken as written. */
function unwrapQuotes(value: string): string {
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote))
    return value.slice(1, -1);
  return value;
}

function whyQuote(value: string, separator: string): string {
  if (separator === '') return 'a space is needed after the colon';
  if (separator.includes('\u00a0')) return 'the space after the colon is a no-break space';
  if (/^[-?:,[\]{}&*!|>'"%@`]/.test(value)) return `a plain value cannot start with ${value[0]}`;
  return 'an unquoted ": " is not valid inside a plain value';
}

/** Whether one entry parses by itself (see isBroken). */
function parsesAlone(firstLine: string, continuation: string[]): boolean {
  const text = [firstLine, ...continuation].join('\n');
  return !isBroken(parseDocument(text, PARSE_OPTIONS), text);
}
