/**
 * Pulls the first JSON object out of a model answer: code fences, leading prose, trailing commas and
 * text after the object are tolerated. Returns `undefined` when no object parses.
 */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  const candidates: string[] = [];
  for (const m of text.matchAll(/```[\w-]*\s*\n?([\s\S]*?)```/g)) candidates.push(m[1] ?? '');
  candidates.push(text);
  for (const candidate of candidates) {
    for (let start = candidate.indexOf('{'); start !== -1; start = candidate.indexOf('{', start + 1)) {
      const end = balancedEnd(candidate, start);
      if (end === -1) continue;
      const parsed = parseLenient(candidate.slice(start, end + 1));
      if (parsed !== undefined) return parsed;
    }
  }
  return undefined;
}

/** Index of the `}` closing the object that opens at `start`, skipping braces inside strings. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

function parseLenient(json: string): Record<string, unknown> | undefined {
  for (const attempt of [json, withoutTrailingCommas(json)]) {
    try {
      const value: unknown = JSON.parse(attempt);
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

function withoutTrailingCommas(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i] ?? '';
    if (inString) {
      out += ch;
      if (ch === '\\') out += json[++i] ?? '';
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',' && /^\s*[}\]]/.test(json.slice(i + 1))) continue;
    out += ch;
  }
  return out;
}
