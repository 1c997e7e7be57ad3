import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, api, SIGNED_OUT_EVENT, takeEarly } from './api/client';
import type { Me } from './api/types';
import { Failure, Loading } from './components/states';
import { usePath } from './navigation';
import { SignIn } from './pages/SignIn';
import { SkillsPage } from './pages/SkillsPage';
import { permissionsOf } from './permissions';

// Admin pages are fetched on first visit: the skills page is what must be interactive quickly.
const UsersPage = lazy(() => import('./pages/UsersPage'));
const TokensPage = lazy(() => import('./pages/TokensPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));

type Session =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'error'; error: Error }
  | { state: 'in'; me: Me };

const PAGES = [
  { path: '/', label: 'Skills', permission: 'skills.read' },
  { path: '/tokens', label: 'API tokens', permission: 'tokens.manage' },
  { path: '/users', label: 'Users', permission: 'users.manage' },
  { path: '/audit', label: 'Audit log', permission: 'audit.read' },
] as const;

export function App() {
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [path, go] = usePath();

  const refresh = useCallback(() => {
    takeEarly<Me>('/api/me').then(
      (me) => setSession({ state: 'in', me }),
      (error: Error) =>
        setSession(
          error instanceof ApiError && error.status === 401
            ? { state: 'signed-out' }
            : { state: 'error', error },
        ),
    );
  }, []);

  useEffect(() => {
    refresh();
    const onSignedOut = () => setSession({ state: 'signed-out' });
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [refresh]);

  const can = useMemo(() => (session.state === 'in' ? permissionsOf(session.me) : null), [session]);

  if (session.state === 'loading') return <Loading what="Skillport" />;
  if (session.state === 'error') return <Failure error={session.error} onRetry={refresh} />;
  if (session.state === 'signed-out' || can === null) return <SignIn onSignedIn={refresh} />;

  const { me } = session;
  const visible = PAGES.filter((p) => can.has(p.permission));
  const current = PAGES.find((p) => p.path === path) ?? PAGES[0];
  const allowed = visible.includes(current);

  const signOut = async () => {
    await api('/api/auth/logout', { method: 'POST' }).catch(() => {});
    setSession({ state: 'signed-out' });
  };

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Skillport</span>
        <nav aria-label="Main">
          <ul>
            {visible.map((p) => (
              <li key={p.path}>
                <a
                  href={p.path}
                  aria-current={p === current ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    go(p.path);
                  }}
                >
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="whoami">
          <span>
            {me.user.username} <span className="muted">({me.user.role})</span>
          </span>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {!allowed ? (
          <p className="state" role="alert">
            Your account may not open {current.label}.
          </p>
        ) : (
          <Suspense fallback={<Loading what={current.label} />}>
            {current.path === '/' && <SkillsPage can={can} />}
            {current.path === '/tokens' && <TokensPage />}
            {current.path === '/users' && <UsersPage me={me} />}
            {current.path === '/audit' && <AuditPage />}
          </Suspense>
        )}
      </main>
    </>
  );
}
