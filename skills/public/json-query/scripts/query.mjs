// Evaluates a small path-and-pipeline query over a JSON document: JSON {json, query, limit} on stdin,
// one JSON object {result, found, matches, truncated} on stdout. No dependencies.

import { pathToFileURL } from 'node:url';

class QueryError extends Error {}

const STAGES = new Set([
  'count',
  'keys',
  'values',
  'first',
  'last',
  'unique',
  'flatten',
  'reverse',
  'sort',
  'sum',
  'min',
  'max',
  'avg',
  'pick',
  'group',
]);

/** Splits at top-level `|` (outside strings and brackets). */
function splitPipes(query) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '|' && depth === 0 && query[i + 1] !== '|' && query[i - 1] !== '|') {
      parts.push(query.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (quote || depth !== 0) throw new QueryError('unbalanced quotes or brackets in the query');
  parts.push(query.slice(start).trim());
  return parts;
}

/** A path parser over `text` from `pos`; `stop` ends a relative path inside a filter. */
function parsePath(text, relative = false) {
  const steps = [];
  let i = 0;
  const skipSpace = () => {
    while (text[i] === ' ') i++;
  };
  const name = () => {
    const m = /^[A-Za-z_$][\w$-]*/.exec(text.slice(i));
    if (!m) throw new QueryError(`expected a field name at "${text.slice(i, i + 12)}"`);
    i += m[0].length;
    return m[0];
  };
  skipSpace();
  if (relative && text[i] === '@') i++;
  else if (relative && /[A-Za-z_$]/.test(text[i] ?? '')) steps.push({ kind: 'key', key: name() });
  else if (!relative && text[i] === '$') i++;
  while (i < text.length) {
    if (relative && /[ =!<>~&|)]/.test(text[i])) break;
    if (text.startsWith('..', i)) {
      i += 2;
      steps.push({ kind: 'descend', key: text[i] === '[' ? bracketKey() : name() });
    } else if (text[i] === '.') {
      i++;
      if (i >= text.length || text[i] === ' ') break;
      if (text[i] === '[') continue;
      steps.push({ kind: 'key', key: name() });
    } else if (text[i] === '[') {
      steps.push(bracket());
    } else {
      throw new QueryError(`unexpected "${text[i]}" at position ${i + 1} of "${text}"`);
    }
  }
  return { steps, rest: text.slice(i) };

  function bracketKey() {
    const step = bracket();
    if (step.kind !== 'key') throw new QueryError('.. must be followed by a field name');
    return step.key;
  }

  function bracket() {
    const close = matching(text, i);
    const inner = text.slice(i + 1, close).trim();
    i = close + 1;
    if (inner === '' || inner === '*') return { kind: 'all' };
    if (inner.startsWith('?')) return { kind: 'filter', cond: parseCondition(inner.slice(1).trim()) };
    if (inner.startsWith('"') || inner.startsWith("'")) return { kind: 'key', key: literal(inner) };
    const slice = /^(-?\d*):(-?\d*)$/.exec(inner);
    if (slice) {
      return {
        kind: 'slice',
        from: slice[1] === '' ? undefined : Number(slice[1]),
        to: slice[2] === '' ? undefined : Number(slice[2]),
      };
    }
    if (/^-?\d+$/.test(inner)) return { kind: 'index', index: Number(inner) };
    throw new QueryError(`cannot read [${inner}]: use [n], [a:b], [*], ["key"] or [?condition]`);
  }
}

function matching(text, open) {
  let depth = 0;
  let quote = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  throw new QueryError('a [ has no matching ]');
}

function literal(text) {
  const t = text.trim();
  if (t.startsWith("'") && t.endsWith("'") && t.length >= 2) {
    return JSON.parse(`"${t.slice(1, -1).replaceAll('"', '\\"').replaceAll("\\'", "'")}"`);
  }
  try {
    return JSON.parse(t);
  } catch {
    throw new QueryError(`${t} is not a value: use a number, "text", true, false or null`);
  }
}

/** `a && b || c`: || of && groups of comparisons. */
function parseCondition(text) {
  const ors = splitTop(text, '||').map((part) =>
    splitTop(part, '&&').map((cmp) => {
      const { steps, rest } = parsePath(cmp.trim(), true);
      const m = /^\s*(==|!=|<=|>=|<|>|~)\s*(.+)$/.exec(rest);
      if (rest.trim() === '') return { steps, op: 'exists' };
      if (!m) throw new QueryError(`cannot read the condition "${cmp.trim()}"`);
      return { steps, op: m[1], value: literal(m[2]) };
    }),
  );
  return ors;
}

function splitTop(text, sep) {
  const parts = [];
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (text.startsWith(sep, i)) {
      parts.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const children = (v) => (Array.isArray(v) ? v : isObject(v) ? Object.values(v) : []);
const own = (v, k) => isObject(v) && Object.hasOwn(v, k);

function walk(values, steps) {
  let current = values;
  let multi = false;
  for (const step of steps) {
    const next = [];
    for (const v of current) {
      if (step.kind === 'key') {
        if (own(v, step.key)) next.push(v[step.key]);
      } else if (step.kind === 'index') {
        if (Array.isArray(v)) {
          const at = step.index < 0 ? v.length + step.index : step.index;
          if (at >= 0 && at < v.length) next.push(v[at]);
        }
      } else if (step.kind === 'slice') {
        multi = true;
        if (Array.isArray(v)) next.push(...v.slice(step.from, step.to));
      } else if (step.kind === 'all') {
        multi = true;
        next.push(...children(v));
      } else if (step.kind === 'descend') {
        multi = true;
        const stack = [v];
        while (stack.length > 0) {
          const node = stack.pop();
          if (own(node, step.key)) next.push(node[step.key]);
          stack.push(...children(node).reverse());
        }
      } else if (step.kind === 'filter') {
        multi = true;
        next.push(...children(v).filter((item) => test(item, step.cond)));
      }
    }
    current = next;
  }
  return { values: current, multi };
}

function test(item, ors) {
  return ors.some((ands) =>
    ands.every(({ steps, op, value }) => {
      const found = walk([item], steps).values;
      if (op === 'exists') return found.length > 0 && found[0] !== null && found[0] !== false;
      return found.some((v) => compare(v, op, value));
    }),
  );
}

function compare(a, op, b) {
  switch (op) {
    case '==':
      return JSON.stringify(a) === JSON.stringify(b);
    case '!=':
      return JSON.stringify(a) !== JSON.stringify(b);
    case '~':
      if (typeof a === 'string') return typeof b === 'string' && a.toLowerCase().includes(b.toLowerCase());
      return Array.isArray(a) && a.some((x) => JSON.stringify(x) === JSON.stringify(b));
    default: {
      if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) return false;
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    }
  }
}

function numbersOf(list, steps) {
  const nums = (steps ? list.flatMap((v) => walk([v], steps).values) : list).filter(
    (v) => typeof v === 'number' && Number.isFinite(v),
  );
  return nums;
}

function order(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const y = typeof b === 'string' ? b : JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function applyStage(stage, value) {
  const m = /^([a-z]+)\s*(.*)$/.exec(stage);
  if (!m || !STAGES.has(m[1])) {
    throw new QueryError(`unknown stage "${stage}"; use one of ${[...STAGES].join(', ')}`);
  }
  const [, op, arg] = m;
  const steps = arg.trim() === '' || op === 'pick' ? undefined : parsePath(arg.trim(), true).steps;
  const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value];
  switch (op) {
    case 'count':
      return Array.isArray(value) || isObject(value) ? list.length : value === undefined ? 0 : 1;
    case 'keys':
      return isObject(value) ? Object.keys(value) : Array.isArray(value) ? value.map((_, i) => i) : [];
    case 'values':
      return list;
    case 'first':
      return list[0] ?? null;
    case 'last':
      return list.at(-1) ?? null;
    case 'unique': {
      const seen = new Set();
      return list.filter((v) => {
        const k = JSON.stringify(v);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
    case 'flatten':
      return list.flat();
    case 'reverse':
      return [...list].reverse();
    case 'sort':
      return [...list].sort((a, b) =>
        steps ? order(walk([a], steps).values[0], walk([b], steps).values[0]) : order(a, b),
      );
    case 'sum':
      return numbersOf(list, steps).reduce((s, n) => s + n, 0);
    case 'avg': {
      const nums = numbersOf(list, steps);
      return nums.length === 0 ? null : nums.reduce((s, n) => s + n, 0) / nums.length;
    }
    case 'min':
    case 'max': {
      const nums = numbersOf(list, steps);
      if (nums.length === 0) return null;
      return op === 'min' ? Math.min(...nums) : Math.max(...nums);
    }
    case 'pick': {
      const fields = arg
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      if (fields.length === 0) throw new QueryError('pick needs field names: pick name,email');
      const project = (v) => Object.fromEntries(fields.filter((f) => own(v, f)).map((f) => [f, v[f]]));
      return Array.isArray(value) ? value.map(project) : project(value);
    }
    case 'group': {
      if (!steps) throw new QueryError('group needs a field: group .status');
      const counts = {};
      for (const v of list) {
        const key = walk([v], steps).values[0];
        const name = key === undefined ? '(missing)' : typeof key === 'string' ? key : JSON.stringify(key);
        counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    }
  }
  throw new QueryError(`unknown stage "${op}"`);
}

export function runQuery(document, query) {
  const [path, ...stages] = splitPipes(query.trim());
  const { values, multi } = walk([document], parsePath(path || '$').steps);
  let value = multi ? values : values[0];
  for (const stage of stages) {
    if (stage === '') throw new QueryError('empty stage after |');
    value = applyStage(stage, value);
  }
  return { value, found: multi || values.length > 0 };
}

function main(raw) {
  const input = JSON.parse(raw);
  let document;
  try {
    document = JSON.parse(input.json);
  } catch (error) {
    throw new QueryError(`json is not valid JSON: ${error.message}`);
  }
  if (!Number.isInteger(input.limit) || input.limit < 1) throw new QueryError('limit must be at least 1');
  const { value, found } = runQuery(document, input.query);
  const truncated = Array.isArray(value) && value.length > input.limit;
  return {
    result: value === undefined ? null : truncated ? value.slice(0, input.limit) : value,
    found,
    matches: Array.isArray(value) ? value.length : value === undefined ? 0 : 1,
    truncated,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let raw = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    raw += chunk;
  });
  process.stdin.on('end', () => {
    try {
      process.stdout.write(JSON.stringify(main(raw)));
    } catch (error) {
      process.stderr.write(`json-query: ${error instanceof QueryError ? error.message : error.stack}\n`);
      process.exitCode = 2;
    }
  });
}
