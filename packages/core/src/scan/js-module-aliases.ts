import type { Node, Tree } from 'web-tree-sitter';

/**
 * Modules whose members the JavaScript rules know by their usual spelling (`net.connect`, `https.request`).
 * Only these are rewritten: an alias of an unknown package says nothing a rule could use.
 */
const KNOWN_MODULE_RE =
  /^(?:net|tls|http|https|http2|dgram|dns|dns\/promises|child_process|fs|fs\/promises|vm|os|path|undici|axios|got|node-fetch|fs-extra)$/;

/** `node-fetch` is `fetch`; `fs/promises` is spelled `fs.promises` by the write rules. */
function canonicalModule(spec: string): string {
  const bare = spec.replace(/^node:/, '');
  if (bare === 'node-fetch') return 'fetch';
  if (bare === 'fs/promises') return 'fs.promises';
  if (bare === 'dns/promises') return 'dns.promises';
  return bare;
}

/** `'ht' + 'tps'` and `"https"` → `https`; anything else is not a name we can read. */
function literalModule(text: string, values: ReadonlyMap<string, string>): string | undefined {
  const trimmed = (values.get(text.trim()) ?? text).trim();
  if (!/^(?:["'`][\w/:.-]*["'`]\s*\+?\s*)+$/.test(trimmed)) return undefined;
  const spec = trimmed.replace(/["'`]\s*\+\s*["'`]/g, '').replace(/["'`]/g, '');
  return KNOWN_MODULE_RE.test(spec.replace(/^node:/, '')) ? canonicalModule(spec) : undefined;
}

/**
 * Local names bound to Node modules or their members: `const { request: r } = require('https')` makes `r`
 * mean `https.request`, `import * as n from 'node:net'` makes `n` mean `net`, `const m = 'ht' + 'tps';
 * const h = require(m)` makes `h` mean `https`. Callers rewrite the first segment of a callee with this map.
 */
export function jsModuleAliases(tree: Tree): Map<string, string> {
  const aliases = new Map<string, string>();
  const literals = new Map<string, string>();
  const bind = (pattern: Node, base: string): void => {
    if (pattern.type === 'identifier') {
      if (pattern.text !== base) aliases.set(pattern.text, base);
      return;
    }
    if (pattern.type !== 'object_pattern') return;
    for (const part of pattern.namedChildren) {
      if (part.type === 'shorthand_property_identifier_pattern')
        aliases.set(part.text, `${base}.${part.text}`);
      else if (part.type === 'pair_pattern') {
        const key = part.childForFieldName('key')?.text.replace(/["'`]/g, '');
        const value = part.childForFieldName('value');
        if (key !== undefined && value?.type === 'identifier') aliases.set(value.text, `${base}.${key}`);
      }
    }
  };
  for (const node of tree.rootNode.descendantsOfType(['import_statement', 'variable_declarator'])) {
    if (node.type === 'import_statement') {
      const source = node.childForFieldName('source')?.text;
      const base = source === undefined ? undefined : literalModule(source, literals);
      const clause = node.namedChildren.find((c) => c.type === 'import_clause');
      if (base === undefined || clause === undefined) continue;
      for (const part of clause.namedChildren) {
        if (part.type === 'identifier') bind(part, base);
        else if (part.type === 'namespace_import') {
          const id = part.namedChildren.find((c) => c.type === 'identifier');
          if (id !== undefined) bind(id, base);
        } else if (part.type === 'named_imports') {
          for (const spec of part.namedChildren) {
            const name = spec.childForFieldName('name')?.text;
            const alias = spec.childForFieldName('alias') ?? spec.childForFieldName('name');
            if (name !== undefined && alias !== null) aliases.set(alias.text, `${base}.${name}`);
          }
        }
      }
      continue;
    }
    const name = node.childForFieldName('name');
    const value = node.childForFieldName('value');
    if (name === null || value === null) continue;
    if (name.type === 'identifier' && /^["'`][^"'`]*["'`](?:\s*\+\s*["'`][^"'`]*["'`])*$/.test(value.text))
      literals.set(name.text, value.text);
    // `require(x)`, `await import(x)`, `require(x).member`
    const match = /^(?:await\s+)?(?:require|import)\s*\(\s*([^()]+?)\s*\)(?:\s*\.\s*([\w$]+))?$/.exec(
      value.text,
    );
    if (match === null) continue;
    const base = literalModule(match[1] ?? '', literals);
    if (base === undefined) continue;
    bind(name, match[2] === undefined ? base : `${base}.${match[2]}`);
  }
  return aliases;
}

/** `r(…)` → `https.request`, `n.connect` → `net.connect`: the callee as the rules know it. */
export function resolveAlias(callee: string, aliases: ReadonlyMap<string, string>): string {
  if (aliases.size === 0) return callee;
  const head = /^[\w$]+/.exec(callee)?.[0];
  const base = head === undefined ? undefined : aliases.get(head);
  return base === undefined ? callee : base + callee.slice(head?.length ?? 0);
}
