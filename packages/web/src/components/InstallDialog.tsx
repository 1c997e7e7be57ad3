import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/client';
import type { Finding, InstallResult, Me } from '../api/types';
import type { ArchivePreview } from '../install/inspect-archive';
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
  const [preview, setPreview] = useState<ArchivePreview | 'unreadable' | null>(null);
  const [setupAllowed, setSetupAllowed] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setSetupAllowed(false);
    setOutcome(null);
    if (chosen === null) return;
    try {
      const { inspectArchive } = await import('../install/inspect-archive');
      setPreview(inspectArchive(new Uint8Array(await chosen.arrayBuffer())));
    } catch {
      // Not a zip the browser can read: the gateway will say exactly why.
      setPreview('unreadable');
    }
  };
  const setup = preview !== null && preview !== 'unreadable' ? preview.setup : [];
  const needsConsent = setup.length > 0 && !setupAllowed;

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
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        {preview === 'unreadable' && (
          <p className="hint">The browser cannot read this archive; the gateway will check it on install.</p>
        )}
        {preview !== null && preview !== 'unreadable' && <PreviewBox preview={preview} />}
        {setup.length > 0 && (
          <label className="consent">
            <input
              type="checkbox"
              checked={setupAllowed}
              onChange={(e) => setSetupAllowed(e.target.checked)}
            />{' '}
            {setup.length === 1
              ? "I have read the setup script above and allow it to run when this skill's dependencies are prepared"
              : "I have read the setup scripts above and allow them to run when this skill's dependencies are prepared"}
          </label>
        )}
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
          <button type="submit" className="primary" disabled={busy || file === null || needsConsent}>
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

function PreviewBox({ preview }: { preview: ArchivePreview }) {
  return (
    <div className="preview stack">
      <details>
        <summary>
          Contents: {preview.files.length} file{preview.files.length === 1 ? '' : 's'}
        </summary>
        <ul className="files">
          {preview.files.map((f) => (
            <li key={f}>
              <code>{f}</code>
            </li>
          ))}
        </ul>
      </details>
      {preview.dependencies.length > 0 && (
        <div>
          <strong>Declared dependencies</strong>
          <ul>
            {preview.dependencies.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      )}
      {preview.setup.map((s) => (
        <section key={s.platform} className="setup-script" aria-label={`Setup script ${s.path}`}>
          <p>
            <strong>Setup script ({s.platform}):</strong> <code>{s.path}</code>
          </p>
          {s.content === undefined ? (
            <p className="form-error">
              The archive does not contain this script, or it is too large to show.
            </p>
          ) : (
            <pre>{s.content}</pre>
          )}
        </section>
      ))}
    </div>
  );
}
