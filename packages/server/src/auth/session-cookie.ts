import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'skillport_session';

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** HttpOnly keeps scripts (XSS) from reading it; SameSite=Strict keeps other sites from sending it. */
export function writeSessionCookie(
  c: Context,
  token: string,
  options: { maxAgeMs: number; secure: boolean },
) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    path: '/',
    maxAge: Math.floor(options.maxAgeMs / 1000),
  });
}

export function clearSessionCookie(c: Context, options: { secure: boolean }) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: options.secure, httpOnly: true, sameSite: 'Strict' });
}
