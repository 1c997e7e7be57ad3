import { useEffect, useState } from 'react';
import { api, enc } from '../api/client';
import type { Me, SkillDetail } from '../api/types';
import { useResource } from '../api/use-resource';
import { Empty, Failure, Loading, NotAvailable } from './states';

/** One version as GET /api/skills/custom/:name/history lists it (newest first). */
export interface Version {
  id: string;
  at: string | undefined;
  actor: string | undefined;
  action: string | undefined;
  digest: string | undefined;
  /** The SKILL.md of that version, when the history carries it. */
  content: string | undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function versionsOf(answer: unknown): Version[] {
  const record = (answer ?? {}) as Record<string, unknown>;
  const list = Array.isArray(answer)
    ? answer
    : (['history', 'versions', 'entries'].map((k) => record[k]).find(Array.isArray) ?? []);
  return (list as Record<string, unknown>[]).map((v, i) => ({
    id: str(v.version) ?? str(v.id) ?? str(v.digest) ?? String(i),
    at: str(v.at) ?? str(v.createdAt) ?? str(v.when),
    actor: str(v.actor) ?? str(v.actorName) ?? str(v.by) ?? str(v.who),
    action: str(v.action),
    digest: str(v.digest),
    content: str(v.content) ?? str(v.skillMd) ?? str(v.body),
  }));
}

export function HistoryTab({
  skill,
  canRollback,
  onChanged,
}: {
  skill: SkillDetail;
  canRollback: boolean;
  me: Me;
  onChanged: () => void;
}) {
  const editable = skill.category === 'custom' || skill.category === 'user';
  const url = `/api/skills/custom/${enc(skill.name)}/history`;
  const [history, reload] = useResource(editable ? url : null, () => api<unknown>(url).then(versionsOf));
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (history.state !== 'ok' || history.data.length === 0) return;
    setTo((t) => t ?? history.data[0]!.id);
    setFrom((f) => f ?? history.data[1]?.id ?? history.data[0]!.id);
  }, [history]);

  if (!editable) {
    return (
      <Empty>
        <p>History is kept for custom and user skills; this is a {skill.category} skill.</p>
      </Empty>
    );
  }
  if (history.state === 'loading') return <Loading what="the history" />;
  if (history.state === 'unavailable') return <NotAvailable what="Skill history and rollback" />;
  if (history.state === 'error') return <Failure error={history.error} onRetry={reload} />;
  if (history.data.length === 0) {
    return (
      <Empty>
        <p>No versions recorded yet.</p>
      </Empty>
    );
  }
  const versions = history.data;

  const rollback = async (version: Version) => {
    if (!window.confirm(`Roll ${skill.name} back to version ${version.id}?`)) return;
    try {
      await api(`/api/skills/custom/${enc(skill.name)}/rollback`, {
        method: 'POST',
        json: { version: version.id },
      });
      setStatus({ tone: 'ok', text: `Rolled back to version ${version.id}.` });
      reload();
      onChanged();
    } catch (e) {
      setStatus({ tone: 'error', text: (e as Error).message });
    }
  };

  const a = versions.find((v) => v.id === from);
  const b = versions.find((v) => v.id === to);

  return (
    <div className="stack">
      <div className="table-wrap">
        <table className="history">
          <caption className="visually-hidden">Versions of {skill.name}</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Compare</th>
              {canRollback && <th scope="col">Rollback</th>}
            </tr>
          </thead>
          <tbody>
            {versions.map((v, i) => (
              <tr key={v.id}>
                <td data-label="Version">
                  {v.id}
                  {v.action && <span className="hint"> {v.action}</span>}
                  {v.digest && (
                    <div className="hint">
                      <code>{v.digest.slice(0, 19)}</code>
                    </div>
                  )}
                </td>
                <td data-label="When">{v.at ? new Date(v.at).toLocaleString() : ''}</td>
                <td data-label="Who">{v.actor}</td>
                <td data-label="Compare">
                  <label>
                    <input
                      type="radio"
                      name="diff-from"
                      checked={from === v.id}
                      onChange={() => setFrom(v.id)}
                    />{' '}
                    from
                  </label>{' '}
                  <label>
                    <input type="radio" name="diff-to" checked={to === v.id} onChange={() => setTo(v.id)} />{' '}
                    to
                  </label>
                </td>
                {canRollback && (
                  <td data-label="Rollback">
                    {i === 0 ? (
                      <span className="hint">current</span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => rollback(v)}
                        aria-label={`Roll back to version ${v.id}`}
                      >
                        Roll back
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {status && (
        <p
          className={status.tone === 'error' ? 'form-error' : 'hint'}
          role={status.tone === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
      {a && b && <VersionDiff from={a} to={b} />}
    </div>
  );
}

type Part = { value: string; added?: boolean; removed?: boolean };

function VersionDiff({ from, to }: { from: Version; to: Version }) {
  const [parts, setParts] = useState<Part[] | null>(null);
  useEffect(() => {
    if (from.content === undefined || to.content === undefined) return;
    let live = true;
    import('diff').then(({ diffLines }) => live && setParts(diffLines(from.content!, to.content!)));
    return () => {
      live = false;
    };
  }, [from, to]);
  if (from.content === undefined || to.content === undefined) {
    return (
      <p className="hint">
        {from.digest === to.digest
          ? 'These versions have the same content.'
          : `Digest ${from.digest ?? '?'} → ${to.digest ?? '?'}; this gateway does not send version contents to compare.`}
      </p>
    );
  }
  if (parts === null) return <Loading what="the diff" />;
  return (
    <section aria-label={`Changes from version ${from.id} to ${to.id}`}>
      <h3>
        SKILL.md: version {from.id} → {to.id}
      </h3>
      <pre className="diff">
        {parts.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the diff is recomputed whole
          <span key={i} className={p.added ? 'diff-add' : p.removed ? 'diff-del' : 'diff-same'}>
            {p.value
              .replace(/\n$/, '')
              .split('\n')
              .map((line) => `${p.added ? '+' : p.removed ? '-' : ' '} ${line}`)
              .join('\n')}
            {'\n'}
          </span>
        ))}
      </pre>
    </section>
  );
}
