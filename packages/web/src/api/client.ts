/** The one way the UI talks to the gateway: same-origin fetch with the session cookie. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
}

/** Routes of the contract this gateway has not built yet answer 501 (or are missing: 404 route). */
export function isNotAvailable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 501 || (error.status === 404 && error.code === 'HTTP_ROUTE_NOT_FOUND'))
  );
}

/** Fired on a 401 so the app can return to the sign-in page. */
export const SIGNED_OUT_EVENT = 'skillport:signed-out';

interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
}

export function api<T>(path: string, init: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form !== undefined) {
    body = init.form;
  }
  // The browser adds Origin to same-origin non-GET requests, which the gateway's CSRF check wants.
  const sent = fetch(path, { method: init.method ?? 'GET', headers, body, credentials: 'same-origin' });
  return answerOf<T>(path, sent);
}

async function answerOf<T>(path: string, sent: Promise<Response>, announce401 = true): Promise<T> {
  let res: Response;
  try {
    res = await sent;
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'The gateway cannot be reached; check that it is running.',
      undefined,
      undefined,
    );
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (res.ok) return parsed as T;
  const error = (parsed as { error?: { code?: string; message?: string; details?: Record<string, unknown> } })
    ?.error;
  const retryHeader = Number(res.headers.get('retry-after'));
  const retryDetail = error?.details?.retryAfterSeconds;
  const retryAfter = Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : (retryDetail as number);
  const failure = new ApiError(
    res.status,
    error?.code ?? `HTTP_${res.status}`,
    error?.message ?? `The gateway answered ${res.status} ${res.statusText}.`,
    error?.details,
    typeof retryAfter === 'number' ? retryAfter : undefined,
  );
  if (res.status === 401 && announce401 && path !== '/api/auth/login')
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  throw failure;
}

export const enc = encodeURIComponent;

declare global {
  interface Window {
    /** GETs public/early.js started before the bundle ran, keyed by path. */
    skillportEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The answer to a GET public/early.js already started (once; a failed one is asked again), else a
 * fresh request: the first screen's data then overlaps with loading and parsing the app.
 */
export function takeEarly<T>(path: string): Promise<T> {
  const early = window.skillportEarly;
  const sent = early?.[path];
  if (early === undefined || sent === undefined) return api<T>(path);
  delete early[path];
  // An early answer may predate signing in: only the fresh request's 401 means signed out.
  return answerOf<T>(path, sent, false).catch(() => api<T>(path));
}
