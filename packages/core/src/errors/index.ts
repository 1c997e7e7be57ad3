export { ERROR_CODES, ERROR_KINDS, type ErrorCode, type ErrorKind, errorKindOf } from './error-codes.js';
export { isSkillportError, SkillportError } from './skillport-error.js';
