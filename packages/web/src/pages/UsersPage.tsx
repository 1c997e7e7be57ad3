import { type FormEvent, useState } from 'react';
import { api, enc } from '../api/client';
import type { Me, User } from '../api/types';
import { useResource } from '../api/use-resource';
import { Failure, Loading } from '../components/states';

export default function UsersPage({ me }: { me: Me }) {
  const [users, reload] = useResource('users', () => api<{ users: User[] }>('/api/users'));
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState('user');

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setStatus({ tone: 'ok', text: done });
      reload();
      return true;
    } catch (e) {
      setStatus({ tone: 'error', text: (e as Error).message });
      return false;
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(
      () => api('/api/users', { method: 'POST', json: { username, password, role } }),
      `Created user ${username}.`,
    );
    if (ok) {
      setUsername('');
      setPassword('');
    }
  };

  const update = (user: User, change: Record<string, unknown>, done: string) =>
    run(() => api(`/api/users/${enc(user.id)}`, { method: 'PATCH', json: change }), done);

  return (
    <>
      <div className="page-head">
        <h1>Users</h1>
      </div>
      <form className="card inline-form" onSubmit={create} aria-labelledby="new-user-title">
        <h2 id="new-user-title">New user</h2>
        <div className="field">
          <label htmlFor="new-username">New username</label>
          <input
            id="new-username"
            required
            pattern="[a-z0-9][a-z0-9._\-]{0,63}"
            title="1-64 lowercase letters, digits, '.', '_' or '-'"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-password">Initial password</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-role">Role</label>
          <input id="new-role" required value={role} onChange={(e) => setRole(e.target.value)} />
        </div>
        <button type="submit" className="primary">
          Create user
        </button>
      </form>
      <p
        className={`notice ${status?.tone === 'error' ? 'notice-error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.text}
      </p>
      {users.state === 'loading' && <Loading what="users" />}
      {users.state === 'error' && <Failure error={users.error} onRetry={reload} />}
      {users.state === 'ok' && (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((u) => (
                <tr key={u.id}>
                  <td data-label="Username">{u.username}</td>
                  <td data-label="Role">
                    <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                      Role of {u.username}
                    </label>
                    <select
                      id={`role-${u.id}`}
                      value={u.role}
                      onChange={(e) =>
                        update(u, { role: e.target.value }, `${u.username} is now ${e.target.value}.`)
                      }
                    >
                      {[...new Set(['admin', 'user', u.role])].map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label="Status">{u.disabled ? 'disabled' : 'active'}</td>
                  <td data-label="Actions">
                    <button
                      type="button"
                      disabled={u.id === me.user.id}
                      onClick={() =>
                        update(
                          u,
                          { disabled: !u.disabled },
                          `${u.username} is ${u.disabled ? 'enabled' : 'disabled'}.`,
                        )
                      }
                    >
                      {u.disabled ? `Enable ${u.username}` : `Disable ${u.username}`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
