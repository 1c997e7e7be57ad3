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

export async function api<T>(path: string, init: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form !== undefined) {
    body = init.form;
  }
  let res: Response;
  try {
    // The browser adds Origin to same-origin non-GET requests, which the gateway's CSRF check wants.
    res = await fetch(path, { method: init.method ?? 'GET', headers, body, credentials: 'same-origin' });
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
  if (res.status === 401 && path !== '/api/auth/login') window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  throw failure;
}

export const enc = encodeURIComponent;

const early = new Map<string, Promise<unknown>>();

/**
 * Starts a GET before React has rendered (the first screen needs it right after /api/me), so the
 * request overlaps with parsing and mounting the app; `api` callers take it over with `takeEarly`.
 */
export function fetchEarly(path: string): void {
  const pending = api(path);
  pending.catch(() => {});
  early.set(path, pending);
}

/** The early answer for this path, once (a failed one is asked again); later loads go to the network. */
export function takeEarly<T>(path: string): Promise<T> {
  const pending = early.get(path) as Promise<T> | undefined;
  early.delete(path);
  return pending === undefined ? api<T>(path) : pending.catch(() => api<T>(path));
}
