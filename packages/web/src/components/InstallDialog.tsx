import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/client';
import type { Finding, InstallResult, Me } from '../api/types';
import { FindingsTable } from './FindingsTable';
import { Modal } from './Modal';

type Outcome =
  | { kind: 'installed'; result: InstallResult }
  | { kind: 'blocked'; message: string; findings: Finding[] }
  | { kind: 'failed'; message: string };

export function InstallDialog({
  me,
  onClose,
  onInstalled,
}: {
  me: Me;
  onClose: () => void;
  onInstalled: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState(me.user.role === 'admin' ? 'custom' : 'user');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file === null) return;
    const form = new FormData();
    form.append('file', file);
    form.append('category', category);
    setBusy(true);
    setOutcome(null);
    try {
      const result = await api<InstallResult>('/api/skills/install', { method: 'POST', form });
      setOutcome({ kind: 'installed', result });
      onInstalled();
    } catch (e) {
      const findings = e instanceof ApiError ? (e.details?.findings as Finding[] | undefined) : undefined;
      setOutcome(
        e instanceof ApiError && e.status === 422 && Array.isArray(findings)
          ? { kind: 'blocked', message: e.message, findings }
          : { kind: 'failed', message: (e as Error).message },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Install a skill" onClose={onClose} className="modal-wide">
      <form onSubmit={submit} className="stack">
        <p className="muted">
          The archive is checked strictly and scanned by SkillScan; a critical finding blocks the install and
          nothing is written.
        </p>
        <label htmlFor="install-file">Skill archive (.skill)</label>
        <input
          id="install-file"
          type="file"
          accept=".skill,.zip,application/zip"
          required
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {me.user.role === 'admin' && (
          <>
            <label htmlFor="install-category">Install as</label>
            <select id="install-category" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="custom">custom: for everyone</option>
              <option value="user">user: only for me</option>
            </select>
          </>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || file === null}>
            {busy ? 'Installing…' : 'Install'}
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'installed' && (
          <div className="result result-ok" role="status">
            <p>
              Installed <strong>{outcome.result.skill.name}</strong> ({outcome.result.skill.classification}).
            </p>
            <FindingsTable findings={outcome.result.findings} />
          </div>
        )}
        {outcome?.kind === 'blocked' && (
          <div className="result result-blocked" role="alert">
            <p>
              <strong>Blocked.</strong> {outcome.message}
            </p>
            <FindingsTable findings={outcome.findings} />
          </div>
        )}
        {outcome?.kind === 'failed' && (
          <p className="result result-blocked" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </Modal>
  );
}
