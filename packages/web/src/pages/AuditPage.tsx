import { type FormEvent, useState } from 'react';
import { api } from '../api/client';
import type { AuditEntry } from '../api/types';
import { useResource } from '../api/use-resource';
import { Empty, Failure, Loading } from '../components/states';

type Filters = {
  action: string;
  actor: string;
  target: string;
  outcome: string;
  since: string;
  until: string;
};
const NONE: Filters = { action: '', actor: '', target: '', outcome: '', since: '', until: '' };

function queryOf(filters: Filters, cursor: string | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (v === '') continue;
    q.set(k, k === 'since' || k === 'until' ? new Date(v).toISOString() : v);
  }
  if (cursor) q.set('cursor', cursor);
  q.set('limit', '100');
  return q.toString();
}

export default function AuditPage() {
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [cursor, setCursor] = useState<string | null>(null);
  const query = queryOf(filters, cursor);
  const [page, reload] = useResource(query, () =>
    api<{ entries: AuditEntry[]; nextCursor: string | null }>(`/api/audit?${query}`),
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setCursor(null);
    setFilters(draft);
  };
  const field = (key: keyof Filters, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`audit-${key}`}>{label}</label>
      <input
        id={`audit-${key}`}
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );

  return (
    <>
      <div className="page-head">
        <h1>Audit log</h1>
      </div>
      <form className="card inline-form" onSubmit={apply} aria-label="Audit filters">
        {field('action', 'Action (e.g. skill.install)')}
        {field('actor', 'Actor (user id)')}
        {field('target', 'Target')}
        <div className="field">
          <label htmlFor="audit-outcome">Outcome</label>
          <select
            id="audit-outcome"
            value={draft.outcome}
            onChange={(e) => setDraft({ ...draft, outcome: e.target.value })}
          >
            <option value="">any</option>
            <option value="ok">ok</option>
            <option value="denied">denied</option>
            <option value="failed">failed</option>
          </select>
        </div>
        {field('since', 'Since', 'datetime-local')}
        {field('until', 'Until', 'datetime-local')}
        <button type="submit" className="primary">
          Apply filters
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(NONE);
            setFilters(NONE);
            setCursor(null);
          }}
        >
          Clear
        </button>
      </form>
      {page.state === 'loading' && <Loading what="the audit log" />}
      {page.state === 'error' && <Failure error={page.error} onRetry={reload} />}
      {page.state === 'ok' &&
        (page.data.entries.length === 0 ? (
          <Empty>
            <p>No audit entries match.</p>
          </Empty>
        ) : (
          <>
            <div className="table-wrap">
              <table className="audit">
                <caption className="visually-hidden">Audit entries, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Actor</th>
                    <th scope="col">Action</th>
                    <th scope="col">Target</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.entries.map((e) => (
                    <tr key={e.id}>
                      <td data-label="When">{new Date(e.at).toLocaleString()}</td>
                      <td data-label="Actor">{e.actorName ?? e.actorId ?? '—'}</td>
                      <td data-label="Action">
                        <code>{e.action}</code>
                      </td>
                      <td data-label="Target">{e.target ?? '—'}</td>
                      <td data-label="Outcome">
                        <span className={`outcome outcome-${e.outcome}`}>{e.outcome}</span>
                      </td>
                      <td data-label="Details">
                        <code className="details">{JSON.stringify(e.details)}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="actions">
              {cursor !== null && (
                <button type="button" onClick={() => setCursor(null)}>
                  Newest
                </button>
              )}
              {page.data.nextCursor && (
                <button type="button" onClick={() => setCursor(page.data.nextCursor)}>
                  Older entries
                </button>
              )}
            </div>
          </>
        ))}
    </>
  );
}
