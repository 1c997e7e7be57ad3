import type { Context } from 'hono';
import type { GatewayEnv } from '../http/gateway-env.js';
import type { WebUi, WebUiFile } from './load-web-ui.js';

/**
 * The UI runs only its own bundled script and talks only to this gateway; skill content rendered in it
 * can neither run script nor load anything from elsewhere.
 */
export const WEB_UI_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Paths owned by the API and the gateway itself: an unknown one is a JSON 404, never the UI. */
const NOT_UI = /^\/(api|mcp|healthz|readyz|openapi\.json|docs)(\/|$)/;

/**
 * For a GET/HEAD no route answered: a built file, else the UI shell (the UI routes in the browser).
 * `undefined` leaves the request to the JSON 404.
 */
export function serveWebUi(ui: WebUi, c: Context<GatewayEnv>): Response | undefined {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
  const pathname = c.req.path;
  if (NOT_UI.test(pathname)) return undefined;
  const exact = ui.files.get(pathname);
  // An unknown asset is a 404: answering a missing script with HTML would hide the real error.
  if (exact === undefined && (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname))) {
    return undefined;
  }
  return answer(c, exact ?? ui.index, exact === undefined || exact === ui.index);
}

function answer(c: Context<GatewayEnv>, file: WebUiFile, isShell: boolean): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    etag: file.etag,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  });
  if (isShell) {
    headers.set('content-security-policy', WEB_UI_CSP);
    headers.set('x-frame-options', 'DENY');
  }
  const cached = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim());
  if (cached.includes(file.etag)) return new Response(null, { status: 304, headers });
  const gzip = file.gzip !== undefined && /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  if (gzip) headers.set('content-encoding', 'gzip');
  const body = gzip ? file.gzip! : file.body;
  headers.set('content-length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}
