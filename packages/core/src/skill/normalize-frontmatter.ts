import { type Diagnostic, type DiagnosticCode, diagnostic } from '../diagnostics/index.js';
import { type FullParsers, requireFullParsers } from './full-parsers.js';
import {
  describeNameProblem,
  MAX_COMPATIBILITY_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_SKILL_NAME_CHARS,
  SECRET_NAME_PATTERN,
  SKILL_NAME_PATTERN,
  suggestSkillName,
} from './skill-name.js';
import type { RequiredSecret, SkillFrontmatter } from './types.js';

export const RECOGNISED_FIELDS = new Set([
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
  'required-secrets',
  'secrets-autonomous',
  'disable-model-invocation',
  'user-invocable',
  'version',
  'author',
]);

export interface NormalizeOptions {
  path: string;
  /** Directory name of the package; the name must equal it. */
  dirName: string | undefined;
  /** Install/edit strength: the strict rules (name form, lengths, types) become errors. */
  strict: boolean;
  keyLines: Map<string, number>;
  scalarSources: Map<string, string>;
  /** Needed for `metadata.references` only; without them such frontmatter throws `FullParsersNeeded`. */
  parsers: FullParsers | undefined;
}

export interface NormalizeResult {
  /** Undefined when no name or description could be read (the skill does not load). */
  frontmatter: SkillFrontmatter | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Turns parsed YAML into the recognised fields. Lenient by design: real skills break the strict rules
 * often, so every deviation becomes a diagnostic and the skill still loads whenever a name and a
 * description can be read. With `strict`, the same deviations are errors.
 */
export function normalizeFrontmatter(
  input: Record<string, unknown>,
  options: NormalizeOptions,
): NormalizeResult {
  const diagnostics: Diagnostic[] = [];
  const strictLevel = options.strict ? 'error' : 'warning';
  const { data, keyLines, scalarSources, renamed } = readCaseVariants(input, options);
  for (const [field, written] of renamed) {
    diagnostics.push(
      diagnostic(
        strictLevel,
        'UNKNOWN_FIELD',
        options.path,
        `Field "${written}" read as "${field}": field names are lowercase`,
        { line: keyLines.get(field), detail: { field: written, readAs: field } },
      ),
    );
  }
  const report = (
    level: Diagnostic['level'],
    code: DiagnosticCode,
    field: string,
    message: string,
    detail?: object,
  ) =>
    diagnostics.push(
      diagnostic(level, code, options.path, message, {
        line: keyLines.get(field),
        detail: { field, ...detail },
      }),
    );

  const readString = (field: string): string | undefined => {
    const value = data[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') {
      report(strictLevel, 'FIELD_TYPE', field, `"${field}" should be a string; read ${typeof value} as text`);
      return scalarSources.get(field) ?? String(value);
    }
    report(
      strictLevel,
      'FIELD_TYPE',
      field,
      `"${field}" must be a string, got ${describeType(value)}; ignored`,
    );
    return undefined;
  };

  // name: fall back to the folder name so a skill with a readable description still loads.
  let name = readString('name')?.trim();
  if (!name) {
    if (options.dirName === undefined) {
      report('error', 'NAME_INVALID', 'name', 'Missing "name" and no folder name to fall back to');
      return { frontmatter: undefined, diagnostics };
    }
    report(
      strictLevel,
      'NAME_INVALID',
      'name',
      `Missing "name"; using the folder name "${options.dirName}"`,
      {
        fallback: true,
      },
    );
    name = options.dirName;
  } else {
    if (name.length > MAX_SKILL_NAME_CHARS) {
      report(strictLevel, 'NAME_TOO_LONG', 'name', `Name is ${name.length} characters; the limit is 64`);
    }
    const problem = describeNameProblem(name);
    if (problem !== undefined) {
      // One diagnostic for one mistake: the suggestion already names the folder when that is canonical,
      // so the same name is not reported again as NAME_MISMATCH.
      const folder = options.dirName;
      const suggestion =
        folder !== undefined && SKILL_NAME_PATTERN.test(folder) ? folder : suggestSkillName(name);
      report(
        strictLevel,
        'NAME_INVALID',
        'name',
        `Name "${name}" is not canonical: ${problem}; use "${suggestion}" (lowercase letters, digits and single hyphens)`,
        { suggestion },
      );
    } else if (options.dirName !== undefined && name !== options.dirName) {
      report(
        strictLevel,
        'NAME_MISMATCH',
        'name',
        `Name "${name}" differs from its folder "${options.dirName}"; rename one so they match`,
        { folder: options.dirName },
      );
    }
  }

  const description = readString('description')?.trim();
  if (!description) {
    report(
      'error',
      'DESC_MISSING',
      'description',
      `Missing "description": skill "${name}" is not loaded without one`,
    );
    for (const d of diagnostics) d.skill ??= name;
    return { frontmatter: undefined, diagnostics };
  }
  if (description.length > MAX_DESCRIPTION_CHARS) {
    report(
      strictLevel,
      'DESC_TOO_LONG',
      'description',
      `Description is ${description.length} characters; the limit is ${MAX_DESCRIPTION_CHARS}`,
    );
  }
  if (/[<>]/.test(description)) {
    report(
      'info',
      'DESC_ANGLE_BRACKETS',
      'description',
      'Description contains "<" or ">"; they are escaped on render',
    );
  }

  const frontmatter: SkillFrontmatter = {
    name,
    description,
    requiredSecrets: [],
    secretsAutonomous: true,
    disableModelInvocation: false,
    userInvocable: true,
    extra: {},
  };
  for (const field of ['license', 'version', 'author'] as const) {
    const value = readString(field);
    if (value !== undefined) frontmatter[field] = value;
  }

  const compatibility = data.compatibility;
  if (compatibility !== undefined && compatibility !== null) {
    if (typeof compatibility === 'object') {
      report(
        'warning',
        'FIELD_TYPE',
        'compatibility',
        '"compatibility" should be a string; a mapping was accepted',
      );
      frontmatter.compatibility = JSON.stringify(compatibility);
    } else {
      const text = readString('compatibility');
      if (text !== undefined) {
        if (text.length > MAX_COMPATIBILITY_CHARS) {
          report(
            strictLevel,
            'FIELD_TOO_LONG',
            'compatibility',
            `"compatibility" exceeds ${MAX_COMPATIBILITY_CHARS} chars`,
          );
        }
        frontmatter.compatibility = text;
      }
    }
  }

  const metadata = data.metadata;
  if (metadata !== undefined && metadata !== null) {
    if (typeof metadata === 'object' && !Array.isArray(metadata)) {
      const record = metadata as Record<string, unknown>;
      frontmatter.metadata = record;
      const nonString = Object.keys(record).filter(
        (k) => k !== 'references' && typeof record[k] !== 'string',
      );
      if (nonString.length > 0) {
        report(
          'info',
          'FIELD_TYPE',
          'metadata',
          `metadata values should be strings (kept as-is): ${nonString.join(', ')}`,
        );
      }
      if (record.references !== undefined) {
        const parsed = requireFullParsers(options.parsers).references(record.references);
        if (parsed.references) frontmatter.references = parsed.references;
        else
          report(
            strictLevel,
            'FIELD_TYPE',
            'metadata',
            `metadata.references is invalid (${parsed.error}); ignored`,
          );
      }
    } else {
      report(
        strictLevel,
        'FIELD_TYPE',
        'metadata',
        `"metadata" must be a mapping, got ${describeType(metadata)}`,
      );
      frontmatter.extra.metadata = metadata;
    }
  }

  const allowedTools = readAllowedTools(data['allowed-tools']);
  if (allowedTools.tools !== undefined) frontmatter.allowedTools = allowedTools.tools;
  if (allowedTools.problem) report(strictLevel, 'FIELD_TYPE', 'allowed-tools', allowedTools.problem);

  frontmatter.requiredSecrets = readRequiredSecrets(data['required-secrets'], (message) =>
    report('warning', 'SECRET_NAME_INVALID', 'required-secrets', message),
  );

  const autonomous = data['secrets-autonomous'];
  // Only an absent key means the default: an empty `secrets-autonomous:` (null) is not a boolean either.
  if (autonomous !== undefined) {
    if (typeof autonomous === 'boolean') frontmatter.secretsAutonomous = autonomous;
    else {
      // Fail closed: a value we cannot read as a boolean must not grant secrets to autonomous loads.
      frontmatter.secretsAutonomous = false;
      report(
        'warning',
        'FIELD_TYPE',
        'secrets-autonomous',
        '"secrets-autonomous" is not a boolean; treated as false',
      );
    }
  }
  frontmatter.disableModelInvocation = readBoolean(
    data,
    'disable-model-invocation',
    false,
    report,
    strictLevel,
  );
  frontmatter.userInvocable = readBoolean(data, 'user-invocable', true, report, strictLevel);

  for (const key of Object.keys(data)) {
    if (RECOGNISED_FIELDS.has(key)) continue;
    // defineProperty, not assignment: a `__proto__` key must stay data, not replace extra's prototype.
    Object.defineProperty(frontmatter.extra, key, {
      value: data[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
    report(
      options.strict ? 'warning' : 'info',
      'UNKNOWN_FIELD',
      key,
      `Unknown field "${key}" (kept in extra)`,
    );
  }
  return { frontmatter, diagnostics };
}

/**
 * `Name:` or `Description:` instead of `name:`/`description:` is common in hand-written skills: a recognised
 * field written in another case is read as that field (reported), unless the lowercase key is also present.
 */
function readCaseVariants(
  input: Record<string, unknown>,
  options: NormalizeOptions,
): {
  data: Record<string, unknown>;
  keyLines: Map<string, number>;
  scalarSources: Map<string, string>;
  renamed: [field: string, written: string][];
} {
  const renamed: [string, string][] = [];
  for (const key of Object.keys(input)) {
    const field = key.toLowerCase();
    if (field === key || !RECOGNISED_FIELDS.has(field) || Object.hasOwn(input, field)) continue;
    if (renamed.some(([f]) => f === field)) continue;
    renamed.push([field, key]);
  }
  if (renamed.length === 0)
    return { data: input, keyLines: options.keyLines, scalarSources: options.scalarSources, renamed };
  const data: Record<string, unknown> = {};
  const keyLines = new Map(options.keyLines);
  const scalarSources = new Map(options.scalarSources);
  for (const key of Object.keys(input)) {
    const field = renamed.find(([, written]) => written === key)?.[0] ?? key;
    // defineProperty: a `__proto__` key must stay data.
    Object.defineProperty(data, field, {
      value: input[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (field === key) continue;
    const line = options.keyLines.get(key);
    if (line !== undefined) keyLines.set(field, line);
    const source = options.scalarSources.get(key);
    if (source !== undefined) scalarSources.set(field, source);
  }
  return { data, keyLines, scalarSources, renamed };
}

function readAllowedTools(value: unknown): { tools?: string[]; problem?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') return { tools: splitTools(value) };
  if (Array.isArray(value)) {
    const tools = value
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.trim())
      .filter(Boolean);
    const problem =
      tools.length === value.length
        ? undefined
        : '"allowed-tools" list has non-string entries; they were dropped';
    return problem === undefined ? { tools } : { tools, problem };
  }
  // Fail closed: an unreadable declaration restricts to nothing rather than granting everything.
  return {
    tools: [],
    problem: `"allowed-tools" must be a string or a list, got ${describeType(value)}; read as none`,
  };
}

/** Space separated per the spec; commas (common in the wild: "Read, Grep") are accepted as separators. */
function splitTools(text: string): string[] {
  const tools: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ' ' || ch === ',' || ch === '\t' || ch === '\n')) {
      if (current) tools.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (current) tools.push(current);
  return tools;
}

function readRequiredSecrets(value: unknown, warn: (message: string) => void): RequiredSecret[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warn(`"required-secrets" must be a list, got ${describeType(value)}; ignored`);
    return [];
  }
  const secrets: RequiredSecret[] = [];
  const seen = new Set<string>();
  value.forEach((entry, index) => {
    let name: unknown = entry;
    let optional = false;
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const record = entry as Record<string, unknown>;
      name = record.name;
      if (record.optional !== undefined && typeof record.optional !== 'boolean') {
        warn(`required-secrets[${index}].optional is not a boolean; read as required`);
      }
      optional = record.optional === true;
    }
    if (typeof name !== 'string' || !SECRET_NAME_PATTERN.test(name)) {
      warn(
        `required-secrets[${index}] is not a valid secret name (letters, digits, _; not starting with a digit); dropped`,
      );
      return;
    }
    if (seen.has(name)) return;
    seen.add(name);
    secrets.push({ name, optional });
  });
  return secrets;
}

function readBoolean(
  data: Record<string, unknown>,
  field: string,
  fallback: boolean,
  report: (level: Diagnostic['level'], code: DiagnosticCode, field: string, message: string) => void,
  level: Diagnostic['level'],
): boolean {
  const value = data[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
    report(level, 'FIELD_TYPE', field, `"${field}" should be a boolean, not the string "${value}"`);
    return value.trim().toLowerCase() === 'true';
  }
  report(level, 'FIELD_TYPE', field, `"${field}" must be a boolean; using the default (${fallback})`);
  return fallback;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}
