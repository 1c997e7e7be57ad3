import { type FormEvent, useState } from 'react';
import { api, enc } from '../api/client';
import type { EnvEntry, SkillDetail } from '../api/types';
import { useResource } from '../api/use-resource';
import { Empty, Failure, Loading, NotAvailable } from './states';

/** The env schema carries `{name, required, description, hasValue}` per variable, never a value. */
function entriesOf(answer: unknown): EnvEntry[] {
  if (Array.isArray(answer)) return answer as EnvEntry[];
  const record = (answer ?? {}) as Record<string, unknown>;
  const list = ['secrets', 'env', 'variables', 'schema'].map((k) => record[k]).find(Array.isArray);
  return (list ?? []) as EnvEntry[];
}

export function ConfigurationTab({ skill, canWrite }: { skill: SkillDetail; canWrite: boolean }) {
  const url = `/api/skills/${enc(skill.name)}/env-schema`;
  const [schema, reload] = useResource(url, () => api<unknown>(url).then(entriesOf));
  if (schema.state === 'loading') return <Loading what="the configuration" />;
  if (schema.state === 'unavailable') return <NotAvailable what="Skill configuration (secrets)" />;
  if (schema.state === 'error') return <Failure error={schema.error} onRetry={reload} />;
  if (schema.data.length === 0) {
    return (
      <Empty>
        <p>This skill declares no environment variables or secrets.</p>
      </Empty>
    );
  }
  return (
    <ul className="env-list">
      {schema.data.map((entry) => (
        <EnvRow key={entry.name} skill={skill.name} entry={entry} canWrite={canWrite} onSaved={reload} />
      ))}
    </ul>
  );
}

function EnvRow({
  skill,
  entry,
  canWrite,
  onSaved,
}: {
  skill: string;
  entry: EnvEntry;
  canWrite: boolean;
  onSaved: () => void;
}) {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `secret-${entry.name}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api(`/api/skills/${enc(skill)}/secrets`, {
        method: 'PUT',
        json: { secrets: { [entry.name]: value } },
      });
      // The value leaves the page with the request: it is never kept or shown again.
      setValue('');
      setStatus({
        tone: 'ok',
        text: `${entry.name} saved. The value is stored encrypted and not shown again.`,
      });
      onSaved();
    } catch (e) {
      setStatus({ tone: 'error', text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="env-row">
      <div className="env-name">
        <code>{entry.name}</code>{' '}
        {entry.required ? <span className="tag">required</span> : <span className="tag">optional</span>}
        {entry.description && <div className="hint">{entry.description}</div>}
      </div>
      <div className="env-value">
        <span className="visually-hidden">Current value: </span>
        {entry.hasValue ? (
          <span className="masked" title="A value is set; it is never shown">
            ••••••••
          </span>
        ) : (
          <span className="muted">not set</span>
        )}
      </div>
      {canWrite && (
        <form onSubmit={save} className="env-form">
          <label htmlFor={inputId}>
            {entry.hasValue ? 'Replace' : 'Set'} {entry.name}
          </label>
          <input
            id={inputId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" disabled={busy || value === ''}>
            {entry.hasValue ? 'Replace' : 'Set'}
          </button>
        </form>
      )}
      {status && (
        <p
          className={status.tone === 'error' ? 'form-error' : 'hint'}
          role={status.tone === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
    </li>
  );
}
