import { useEffect, useState } from 'react';
import { api, enc } from '../api/client';
import type { SkillDetail } from '../api/types';
import { useResource } from '../api/use-resource';
import { Empty, Failure, Loading, NotAvailable } from './states';

/** GET /api/skills/custom/:name/history (newest first). */
interface History {
  name: string;
  currentDigest: string;
  versions: Version[];
}

interface Version {
  version: number;
  digest: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  at: string;
  restoredVersion: number | null;
  /** False when the stored package of that version is gone: it can be neither compared nor restored. */
  available: boolean;
}

/** GET /api/skills/custom/:name/diff?from=&to= */
interface VersionDiff {
  from: { version: number; digest: string };
  to: { version: number; digest: string };
  files: { path: string; status: 'added' | 'removed' | 'modified'; patch?: string; binary?: boolean }[];
  truncated: boolean;
}

export function HistoryTab({
  skill,
  canManage,
  onChanged,
}: {
  skill: SkillDetail;
  canManage: boolean;
  onChanged: () => void;
}) {
  const editable = skill.category === 'custom' || skill.category === 'user';
  const base = `/api/skills/custom/${enc(skill.name)}`;
  // The gateway shows a history only to who may manage the skill (route skills.manage and ownership).
  const [history, reload] = useResource(editable && canManage ? `${base}/history` : null, () =>
    api<History>(`${base}/history`),
  );
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (history.state !== 'ok') return;
    const usable = history.data.versions.filter((v) => v.available);
    setTo(usable[0]?.version ?? null);
    setFrom(usable[1]?.version ?? null);
  }, [history]);

  if (!editable) {
    return (
      <Empty>
        <p>History is kept for custom and user skills; this is a {skill.category} skill.</p>
      </Empty>
    );
  }
  if (!canManage) {
    return <p className="state">Your account may not see the history of {skill.name} or roll it back.</p>;
  }
  if (history.state === 'loading') return <Loading what="the history" />;
  if (history.state === 'unavailable') return <NotAvailable what="Skill history and rollback" />;
  if (history.state === 'error') return <Failure error={history.error} onRetry={reload} />;
  const { versions, currentDigest } = history.data;
  if (versions.length === 0) {
    return (
      <Empty>
        <p>No versions recorded yet.</p>
      </Empty>
    );
  }
  const current = versions.find((v) => v.digest === currentDigest) ?? versions[0]!;

  const rollback = async (version: Version) => {
    if (!window.confirm(`Restore version ${version.version} of ${skill.name} as a new version?`)) return;
    try {
      await api(`${base}/rollback`, {
        method: 'POST',
        json: { version: version.version, baseDigest: currentDigest },
      });
      setStatus({ tone: 'ok', text: `Rolled back to version ${version.version}.` });
      reload();
      onChanged();
    } catch (e) {
      setStatus({ tone: 'error', text: (e as Error).message });
    }
  };

  return (
    <div className="stack">
      <div className="table-wrap">
        <table className="history">
          <caption className="visually-hidden">Versions of {skill.name}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Compare</th>
              {canManage && <th scope="col">Rollback</th>}
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version}>
                <td data-label="Version">
                  {v.version} <span className="hint">{v.action}</span>
                  {v.restoredVersion !== null && (
                    <span className="hint"> of version {v.restoredVersion}</span>
                  )}
                  <div className="hint">
                    <code title={v.digest}>{v.digest.slice(0, 19)}</code>
                  </div>
                </td>
                <td data-label="When">{new Date(v.at).toLocaleString()}</td>
                <td data-label="Who">{v.actorName ?? v.actorId ?? '—'}</td>
                <td data-label="Compare">
                  {v.available ? (
                    <>
                      <label>
                        <input
                          type="radio"
                          name="diff-from"
                          checked={from === v.version}
                          onChange={() => setFrom(v.version)}
                          aria-label={`Compare from version ${v.version}`}
                        />{' '}
                        from
                      </label>{' '}
                      <label>
                        <input
                          type="radio"
                          name="diff-to"
                          checked={to === v.version}
                          onChange={() => setTo(v.version)}
                          aria-label={`Compare to version ${v.version}`}
                        />{' '}
                        to
                      </label>
                    </>
                  ) : (
                    <span className="hint">not stored</span>
                  )}
                </td>
                {canManage && (
                  <td data-label="Rollback">
                    {v === current ? (
                      <span className="hint">current</span>
                    ) : v.digest === currentDigest ? (
                      <span className="hint">same as current</span>
                    ) : v.available && v.action !== 'delete' ? (
                      <button type="button" onClick={() => rollback(v)}>
                        Roll back to version {v.version}
                      </button>
                    ) : null}
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
      {from !== null && to !== null && from !== to && (
        <DiffView url={`${base}/diff?from=${from}&to=${to}`} key={`${from}-${to}-${currentDigest}`} />
      )}
    </div>
  );
}

function DiffView({ url }: { url: string }) {
  const [diff] = useResource(url, () => api<VersionDiff>(url));
  if (diff.state === 'loading') return <Loading what="the differences" />;
  if (diff.state === 'unavailable') return <NotAvailable what="Comparing versions" />;
  if (diff.state === 'error') return <Failure error={diff.error} />;
  const { files, from, to, truncated } = diff.data;
  return (
    <section aria-label={`Changes from version ${from.version} to ${to.version}`} className="stack">
      <h3>
        Changes from version {from.version} to {to.version}
      </h3>
      {files.length === 0 && <p className="hint">These versions have the same files.</p>}
      {files.map((f) => (
        <div key={f.path} className="file-view">
          <div className="file-view-head">
            <strong>{f.path}</strong> <span className="hint">{f.status}</span>
          </div>
          {f.binary ? (
            <p className="hint">Binary file.</p>
          ) : (
            f.patch !== undefined && (
              <pre className="diff">
                {f.patch.split('\n').map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a patch's lines are rendered whole
                  <span key={i} className={lineClass(line)}>
                    {line}
                    {'\n'}
                  </span>
                ))}
              </pre>
            )
          )}
        </div>
      ))}
      {truncated && <p className="hint">The comparison is truncated.</p>}
    </section>
  );
}

function lineClass(line: string): string {
  if (line.startsWith('+++') || line.startsWith('---') || line.startsWith('@@')) return 'diff-meta';
  if (line.startsWith('+')) return 'diff-add';
  if (line.startsWith('-')) return 'diff-del';
  return 'diff-same';
}
