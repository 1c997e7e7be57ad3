export {
  DIAGNOSTIC_CODES,
  type Diagnostic,
  type DiagnosticCode,
  DiagnosticCodeSchema,
  type DiagnosticLevel,
  DiagnosticLevelSchema,
  DiagnosticSchema,
  diagnostic,
  hasErrors,
} from './diagnostic.js';
