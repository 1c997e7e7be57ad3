import { type Document, isMap, isScalar, LineCounter, type Node, parseDocument, type YAMLMap } from 'yaml';
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
  if (simple) return { ...simple, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  let source = yaml;
  let lineCounter = new LineCounter();
  let doc = parseDocument(source, { ...PARSE_OPTIONS, lineCounter });

  if (doc.errors.length > 0 && !doc.errors.some((e) => e.code === 'DUPLICATE_KEY')) {
    const recovered = quoteSuspiciousValues(yaml);
    if (recovered.lines.length > 0) {
      const retryCounter = new LineCounter();
      const retry = parseDocument(recovered.text, { ...PARSE_OPTIONS, lineCounter: retryCounter });
      if (retry.errors.length === 0) {
        source = recovered.text;
        doc = retry;
        lineCounter = retryCounter;
        for (const { line, key } of recovered.lines) {
          diagnostics.push(
            diagnostic(
              'warning',
              'YAML_RECOVERED',
              ctx.path,
              `YAML error recovered by quoting the value of "${key}"`,
              {
                line: line + ctx.firstLine - 1,
                detail: {
                  hint: `Quote the value: ${key}: "…" (an unquoted ": " or a leading @ or \` is not valid plain YAML)`,
                },
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
    const first = doc.errors[0]!;
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

const KEY_VALUE_LINE = /^(\s*)([A-Za-z0-9_.-]+):[ \t]+(.+?)\s*$/;
const QUOTED_OR_STRUCTURED = /^["'|>[{&*!]/;
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*\s*(#.*)?$/;

/** One-shot repair: quote plain values containing `: ` or starting with `@`/`` ` `` (YAML indicators). */
function quoteSuspiciousValues(yaml: string): { text: string; lines: { line: number; key: string }[] } {
  const out: string[] = [];
  const lines: { line: number; key: string }[] = [];
  // Indent of the key whose block scalar (`|`, `>`) we are inside: its text is content, never YAML to repair.
  let blockKeyIndent = -1;
  yaml.split('\n').forEach((text, index) => {
    if (blockKeyIndent >= 0) {
      if (text.trim() === '' || text.length - text.trimStart().length > blockKeyIndent) {
        out.push(text);
        return;
      }
      blockKeyIndent = -1;
    }
    const match = KEY_VALUE_LINE.exec(text);
    const value = match?.[3];
    if (match && value !== undefined && BLOCK_SCALAR_HEADER.test(value)) blockKeyIndent = match[1]!.length;
    if (!match || value === undefined || QUOTED_OR_STRUCTURED.test(value) || value.startsWith('#')) {
      out.push(text);
      return;
    }
    if (value.includes(': ') || value.endsWith(':') || value.startsWith('@') || value.startsWith('`')) {
      out.push(`${match[1]}${match[2]}: ${JSON.stringify(value)}`);
      lines.push({ line: index + 1, key: match[2]! });
      return;
    }
    out.push(text);
  });
  return { text: out.join('\n'), lines };
}
