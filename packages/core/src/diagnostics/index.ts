export {
  DIAGNOSTIC_CODES,
  type Diagnostic,
  type DiagnosticCode,
  type DiagnosticLevel,
  DiagnosticLevelSchema,
  DiagnosticSchema,
  diagnostic,
  hasErrors,
} from './diagnostic.js';
