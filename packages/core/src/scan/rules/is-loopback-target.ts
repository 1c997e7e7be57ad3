/**
 * Whether a network target is this machine (`http://localhost:3000/…`, `127.0.0.1`, `[::1]`, `0.0.0.0`):
 * a smoke test logging in to the app it just started sends its test password nowhere.
 */
export function isLoopbackTarget(target: string | undefined): boolean {
  if (target === undefined) return false;
  const host = /^(?:[a-z][\w+.-]*:\/\/)?(?:[^@/\s]*@)?(\[[^\]]*\]|[^:/?#\s]*)/i.exec(target.trim())?.[1];
  if (host === undefined || host === '') return false;
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    name === '0.0.0.0'
  );
}
