export { DIAGNOSTIC_CODES, type DiagnosticCode, diagnostic, hasErrors } from './diagnostic.js';
export {
  type Diagnostic,
  DiagnosticCodeSchema,
  type DiagnosticLevel,
  DiagnosticLevelSchema,
  DiagnosticSchema,
} from './diagnostic-schema.js';
