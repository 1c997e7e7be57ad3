import { type FormEvent, useRef, useState } from 'react';
import { ApiError, api } from '../api/client';
import type { Finding, InstallPlan, InstallResult } from '../api/types';
import { FindingsTable } from './FindingsTable';
import { Modal } from './Modal';

/** What the gateway's dry run said about the chosen archive; Install is offered only for `ready`. */
type Check =
  | { kind: 'checking' }
  | { kind: 'ready'; plan: InstallPlan }
  | { kind: 'blocked'; message: string; findings: Finding[] }
  | { kind: 'failed'; message: string };

type Outcome = { kind: 'installed'; result: InstallResult } | { kind: 'failed'; message: string };

function refusal(error: unknown): Exclude<Check, { kind: 'checking' | 'ready' }> {
  const findings = error instanceof ApiError ? (error.details?.findings as Finding[] | undefined) : undefined;
  return error instanceof ApiError && error.status === 422 && Array.isArray(findings)
    ? { kind: 'blocked', message: error.message, findings }
    : { kind: 'failed', message: (error as Error).message };
}

function installForm(file: File, category: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('category', category);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export default function InstallDialog({
  canInstallShared,
  onClose,
  onInstalled,
}: {
  canInstallShared: boolean;
  onClose: () => void;
  onInstalled: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState(canInstallShared ? 'custom' : 'user');
  const [check, setCheck] = useState<Check | null>(null);
  const [setupAllowed, setSetupAllowed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Only the answer for the latest choice of file and category may land.
  const latest = useRef(0);

  const runCheck = async (chosen: File | null, as: string) => {
    const ticket = ++latest.current;
    setSetupAllowed(false);
    setOutcome(null);
    setCheck(chosen === null ? null : { kind: 'checking' });
    if (chosen === null) return;
    let next: Check;
    try {
      const plan = await api<InstallPlan>('/api/skills/install', {
        method: 'POST',
        form: installForm(chosen, as, { dryRun: 'true' }),
      });
      next = { kind: 'ready', plan };
    } catch (e) {
      next = refusal(e);
    }
    if (ticket === latest.current) setCheck(next);
  };

  const plan = check?.kind === 'ready' ? check.plan : null;
  const needsConsent = plan !== null && plan.setupScripts.length > 0 && !setupAllowed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file === null || plan === null || needsConsent) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await api<InstallResult>('/api/skills/install', {
        method: 'POST',
        form: installForm(file, category, { confirmSetup: String(setupAllowed) }),
      });
      setOutcome({ kind: 'installed', result });
      setCheck(null);
      onInstalled();
    } catch (e) {
      // The archive was fine a moment ago: show why the install itself was refused.
      const refused = refusal(e);
      setCheck(refused.kind === 'blocked' ? refused : check);
      setOutcome({ kind: 'failed', message: refused.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Install a skill" onClose={onClose} className="modal-wide">
      <form onSubmit={submit} className="stack">
        <p className="muted">
          The gateway checks the archive strictly and scans it with SkillScan first; you see the findings and
          any setup scripts before anything is installed. A critical finding blocks the install.
        </p>
        <label htmlFor="install-file">Skill archive (.skill)</label>
        <input
          id="install-file"
          type="file"
          accept=".skill,.zip,application/zip"
          required
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            void runCheck(chosen, category);
          }}
        />
        {canInstallShared && (
          <>
            <label htmlFor="install-category">Install as</label>
            <select
              id="install-category"
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                void runCheck(file, e.target.value);
              }}
            >
              <option value="custom">custom: for everyone</option>
              <option value="user">user: only for me</option>
            </select>
          </>
        )}
        <div aria-live="polite" className="stack">
          {check?.kind === 'checking' && (
            <p className="state" role="status">
              Checking the archive…
            </p>
          )}
          {check?.kind === 'ready' && <PlanBox plan={check.plan} />}
          {check?.kind === 'blocked' && (
            <div className="result result-blocked" role="alert">
              <p>
                <strong>Blocked.</strong> {check.message} Nothing was installed.
              </p>
              <FindingsTable findings={check.findings} />
            </div>
          )}
          {check?.kind === 'failed' && (
            <p className="result result-blocked" role="alert">
              {check.message}
            </p>
          )}
        </div>
        {plan !== null && plan.setupScripts.length > 0 && (
          <label className="consent">
            <input
              type="checkbox"
              checked={setupAllowed}
              onChange={(e) => setSetupAllowed(e.target.checked)}
            />{' '}
            {plan.setupScripts.length === 1
              ? "I have read the setup script above and allow it to run when this skill's dependencies are prepared"
              : "I have read the setup scripts above and allow them to run when this skill's dependencies are prepared"}
          </label>
        )}
        <div className="actions">
          {plan !== null && (
            <button type="submit" className="primary" disabled={busy || needsConsent}>
              {busy ? 'Installing…' : 'Install'}
            </button>
          )}
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
        {outcome?.kind === 'failed' && (
          <p className="result result-blocked" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </Modal>
  );
}

function PlanBox({ plan }: { plan: InstallPlan }) {
  return (
    <section className="preview stack" aria-label="Install check">
      <p>
        Ready to install <strong>{plan.skill.name}</strong> ({plan.skill.classification},{' '}
        {plan.skill.category}
        ). Nothing has been written yet.
      </p>
      <details>
        <summary>
          Contents: {plan.files.length} file{plan.files.length === 1 ? '' : 's'}
        </summary>
        <ul className="files">
          {plan.files.map((f) => (
            <li key={f}>
              <code>{f}</code>
            </li>
          ))}
        </ul>
      </details>
      {plan.dependencies.length > 0 && (
        <div>
          <strong>Declared dependencies</strong>
          <ul>
            {plan.dependencies.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.setupScripts.map((s) => (
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
      <FindingsTable findings={plan.findings} />
    </section>
  );
}
