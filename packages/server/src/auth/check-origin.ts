import { SkillportError } from '@skillport/core';

/**
 * CSRF defence for cookie-authenticated changes: the browser always sends `Origin` on cross-origin
 * and on same-origin non-GET fetches, and a page on another site cannot forge it. A missing Origin on
 * a cookie request is refused (fail closed): modern browsers send it, scripts use bearer tokens.
 */
export function checkOrigin(input: {
  origin: string | undefined;
  requestUrl: string;
  host: string | undefined;
  allowedOrigins: readonly string[];
}): void {
  const { origin } = input;
  if (origin !== undefined && origin !== 'null') {
    const own = new URL(input.requestUrl);
    const candidates = new Set(input.allowedOrigins.map((o) => new URL(o).origin));
    candidates.add(own.origin);
    if (input.host !== undefined) candidates.add(`${own.protocol}//${input.host}`);
    if (candidates.has(origin)) return;
  }
  throw new SkillportError(
    'AUTH_CSRF_REJECTED',
    origin === undefined
      ? 'A cookie-authenticated change must carry an Origin header; send it from the gateway’s own pages or use a bearer token.'
      : `Origin ${origin} may not send cookie-authenticated changes to this gateway; use a bearer token or add the origin to allowedOrigins.`,
    { details: { origin: origin ?? null } },
  );
}
