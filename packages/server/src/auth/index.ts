export { authenticate } from './authenticate.js';
export { type AdminBootstrap, BOOTSTRAP_ADMIN_USERNAME, bootstrapAdmin } from './bootstrap-admin.js';
export type { Caller } from './caller.js';
export { checkOrigin } from './check-origin.js';
export {
  API_TOKEN_PREFIX,
  hashCredentialToken,
  newCredentialToken,
  SESSION_TOKEN_PREFIX,
} from './credential-token.js';
export { hashPassword, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS, verifyPassword } from './hash-password.js';
export { assertLoginAllowed, recordLoginFailure, throttleKeys } from './login-throttle.js';
export { clearSessionCookie, SESSION_COOKIE, writeSessionCookie } from './session-cookie.js';
