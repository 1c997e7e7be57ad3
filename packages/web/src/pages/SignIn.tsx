import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/client';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('/api/auth/login', { method: 'POST', json: { username, password } });
      setPassword('');
      onSignedIn();
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="signin">
      <form
        className="card signin-card"
        onSubmit={submit}
        aria-describedby={error ? 'signin-error' : undefined}
      >
        <h1>Skillport</h1>
        <p className="muted">Sign in to manage skills.</p>
        <label htmlFor="username">Username</label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p id="signin-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}

function describe(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Signing in failed; try again.';
  if (error.status === 401) return 'Wrong username or password.';
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return wait === undefined
      ? 'Too many failed sign-ins. Wait a moment before trying again.'
      : `Too many failed sign-ins. Try again in ${wait} second${wait === 1 ? '' : 's'}.`;
  }
  if (error.status === 400) return 'Enter a username and a password.';
  return error.message;
}
