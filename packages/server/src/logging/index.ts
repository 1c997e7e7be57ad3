export { createLogger, REDACTED_LOG_PATHS } from './create-logger.js';
