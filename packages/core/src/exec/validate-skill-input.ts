import { SkillportError } from '../errors/index.js';
import type { InterfaceField } from '../skill/types.js';

/**
 * Checks a compute-entry input against `interface.input` (SPEC §6.1): the input is a JSON object,
 * unknown keys and missing required fields are refused, types are checked, defaults are applied.
 * Returns a new object; the caller's value is never mutated.
 */
export function validateSkillInput(
  fields: Record<string, InterfaceField>,
  input: unknown,
): Record<string, unknown> {
  const value = input === undefined ? {} : input;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('(input)', 'the input must be a JSON object');
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(fields, key)) {
      const known = Object.keys(fields);
      throw invalid(
        key,
        `unknown field "${key}"; this skill accepts ${known.length === 0 ? 'no fields' : known.map((k) => `"${k}"`).join(', ')}`,
      );
    }
    out[key] = v;
  }
  for (const [key, field] of Object.entries(fields)) {
    if (out[key] === undefined) {
      if (field.default !== undefined) out[key] = structuredClone(field.default);
      else if (field.required) throw invalid(key, `missing required field "${key}" (${field.type})`);
      else continue;
    }
    if (!hasType(out[key], field.type)) {
      throw invalid(key, `field "${key}" must be ${article(field.type)}, got ${describe(out[key])}`);
    }
  }
  return out;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function invalid(field: string, message: string): SkillportError {
  return new SkillportError('INPUT_INVALID', `Invalid skill input: ${message}.`, { details: { field } });
}
