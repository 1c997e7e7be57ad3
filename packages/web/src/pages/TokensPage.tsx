import { type FormEvent, useState } from 'react';
import { api, enc } from '../api/client';
import type { ApiToken } from '../api/types';
import { useResource } from '../api/use-resource';
import { Empty, Failure, Loading } from '../components/states';

export default function TokensPage() {
  const [tokens, reload] = useResource('tokens', () => api<{ tokens: ApiToken[] }>('/api/tokens'));
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await api<{ token: string; apiToken: ApiToken }>('/api/tokens', {
        method: 'POST',
        json: { name, ...(days === '' ? {} : { expiresInDays: Number(days) }) },
      });
      setCreated({ name: answer.apiToken.name, token: answer.token });
      setName('');
      setDays('');
      reload();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const revoke = async (token: ApiToken) => {
    if (!window.confirm(`Revoke the token “${token.name}”? Programs using it stop working.`)) return;
    try {
      await api(`/api/tokens/${enc(token.id)}`, { method: 'DELETE' });
      reload();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <>
      <div className="page-head">
        <h1>API tokens</h1>
      </div>
      <form className="card inline-form" onSubmit={create} aria-labelledby="new-token-title">
        <h2 id="new-token-title">New token</h2>
        <div className="field">
          <label htmlFor="token-name">Token name</label>
          <input
            id="token-name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="token-days">Expires in days (empty: never)</label>
          <input
            id="token-days"
            type="number"
            min={1}
            max={3650}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Create token
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {created && (
        <div className="card once" role="status">
          <p>
            Token <strong>{created.name}</strong>, shown this once: copy it now. It is stored hashed and
            cannot be shown again.
          </p>
          <label htmlFor="created-token">New token value</label>
          <input id="created-token" readOnly value={created.token} onFocus={(e) => e.target.select()} />
          <button type="button" onClick={() => setCreated(null)}>
            I have copied it
          </button>
        </div>
      )}
      {tokens.state === 'loading' && <Loading what="tokens" />}
      {tokens.state === 'error' && <Failure error={tokens.error} onRetry={reload} />}
      {tokens.state === 'ok' &&
        (tokens.data.tokens.length === 0 ? (
          <Empty>
            <p>No API tokens yet.</p>
          </Empty>
        ) : (
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Your API tokens</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Prefix</th>
                  <th scope="col">Created</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {tokens.data.tokens.map((t) => (
                  <tr key={t.id}>
                    <td data-label="Name">{t.name}</td>
                    <td data-label="Prefix">
                      <code>{t.prefix}…</code>
                    </td>
                    <td data-label="Created">{new Date(t.createdAt).toLocaleString()}</td>
                    <td data-label="Expires">
                      {t.expiresAt ? new Date(t.expiresAt).toLocaleDateString() : 'never'}
                    </td>
                    <td data-label="Last used">
                      {t.lastUsedAt ? new Date(t.lastUsedAt).toLocaleString() : 'never'}
                    </td>
                    <td data-label="Actions">
                      {t.revokedAt ? (
                        'revoked'
                      ) : (
                        <button type="button" onClick={() => revoke(t)}>
                          Revoke {t.name}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </>
  );
}
