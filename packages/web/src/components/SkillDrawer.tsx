import { useEffect, useRef, useState } from 'react';
import { api, enc } from '../api/client';
import type { Diagnostic, SkillContent, SkillDetail } from '../api/types';
import { useResource } from '../api/use-resource';
import { Markdown } from '../markdown/Markdown';
import type { Can } from '../permissions';
import { ConfigurationTab } from './ConfigurationTab';
import { DiagnosticsList } from './DiagnosticsList';
import { HistoryTab } from './HistoryTab';
import { Failure, Loading, NotAvailable } from './states';
import { Tabs } from './Tabs';
import { ClassificationTag } from './Tag';

const TABS = ['Overview', 'Configuration', 'Diagnostics', 'History'] as const;
type Tab = (typeof TABS)[number];

export default function SkillDrawer({
  name,
  can,
  onClose,
  onChanged,
}: {
  name: string;
  can: Can;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [tab, setTab] = useState<Tab>('Overview');
  const [detail] = useResource(`detail:${name}`, () => api<SkillDetail>(`/api/skills/${enc(name)}`));
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    heading.current?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="drawer-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="drawer-head">
        <h2 id="drawer-title" ref={heading} tabIndex={-1}>
          {name}
        </h2>
        <button type="button" className="icon" aria-label="Close skill details" onClick={onClose}>
          ×
        </button>
      </div>
      <Tabs id="drawer" tabs={TABS} selected={tab} onSelect={setTab} label="Skill details" />
      <div className="drawer-body" role="tabpanel" id="drawer-panel" aria-labelledby={`drawer-tab-${tab}`}>
        {detail.state === 'loading' && <Loading what="the skill" />}
        {detail.state === 'error' && <Failure error={detail.error} />}
        {detail.state === 'unavailable' && <NotAvailable what="This skill" />}
        {detail.state === 'ok' && (
          <>
            {tab === 'Overview' && <Overview skill={detail.data} />}
            {tab === 'Configuration' && (
              <ConfigurationTab skill={detail.data} canWrite={can.has('secrets.write')} />
            )}
            {tab === 'Diagnostics' && <SkillDiagnostics name={name} canRead={can.has('diagnostics.read')} />}
            {tab === 'History' && (
              <HistoryTab skill={detail.data} canManage={can.manage(detail.data)} onChanged={onChanged} />
            )}
          </>
        )}
      </div>
    </dialog>
  );
}

function Overview({ skill }: { skill: SkillDetail }) {
  const [content] = useResource(`content:${skill.name}`, () =>
    api<SkillContent>(`/api/skills/${enc(skill.name)}/content`),
  );
  const [file, setFile] = useState<string | null>(null);
  const rows: [string, React.ReactNode][] = [
    ['Description', skill.description],
    ['Type', <ClassificationTag key="t" value={skill.classification} />],
    ['Category', skill.category],
    ['Enabled', skill.enabled ? 'yes' : 'no'],
  ];
  if (skill.version) rows.push(['Version', skill.version]);
  if (skill.plugin) rows.push(['Plugin', skill.plugin]);
  if (skill.runtime) rows.push(['Runtime', skill.runtime]);
  if (skill.license) rows.push(['License', skill.license]);
  if (skill.author) rows.push(['Author', skill.author]);
  if (skill.compatibility) rows.push(['Compatibility', skill.compatibility]);
  if (skill.allowedTools) rows.push(['Allowed tools', skill.allowedTools.join(', ') || 'none']);
  if (skill.requiredSecrets.length > 0) {
    rows.push([
      'Secrets',
      skill.requiredSecrets.map((s) => `${s.name}${s.optional ? ' (optional)' : ''}`).join(', '),
    ]);
  }
  if (skill.configBroken) rows.push(['Configuration', 'broken: see Diagnostics']);
  return (
    <div className="stack">
      <dl className="meta">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="files-title">
        <h3 id="files-title">Files</h3>
        <ul className="files">
          {skill.files.map((f) => (
            <li key={f}>
              <button type="button" className="link" onClick={() => setFile(f)} aria-pressed={file === f}>
                {f}
              </button>
            </li>
          ))}
        </ul>
        {skill.filesTruncated && <p className="hint">The list is truncated.</p>}
        {file !== null && <FileView skill={skill.name} path={file} onClose={() => setFile(null)} />}
      </section>
      <section aria-labelledby="skillmd-title">
        <h3 id="skillmd-title">SKILL.md</h3>
        {content.state === 'loading' && <Loading what="SKILL.md" />}
        {content.state === 'error' && <Failure error={content.error} />}
        {content.state === 'ok' && <Markdown source={content.data.body} onOpenFile={setFile} />}
      </section>
    </div>
  );
}

function FileView({ skill, path, onClose }: { skill: string; path: string; onClose: () => void }) {
  const url = `/api/skills/${enc(skill)}/files/${path.split('/').map(enc).join('/')}`;
  const [file] = useResource(url, () =>
    api<{ path: string; encoding: 'utf8' | 'base64'; content: string; size: number }>(url),
  );
  return (
    <div className="file-view">
      <div className="file-view-head">
        <strong>{path}</strong>
        <button type="button" onClick={onClose}>
          Close file
        </button>
      </div>
      {file.state === 'loading' && <Loading what={path} />}
      {file.state === 'error' && <Failure error={file.error} />}
      {file.state === 'ok' &&
        (file.data.encoding === 'utf8' ? (
          <pre>{file.data.content}</pre>
        ) : (
          <p className="hint">Binary file, {file.data.size} bytes.</p>
        ))}
    </div>
  );
}

function SkillDiagnostics({ name, canRead }: { name: string; canRead: boolean }) {
  const [list] = useResource(canRead ? `diag:${name}` : null, () =>
    api<{ diagnostics: Diagnostic[] }>(`/api/diagnostics?skill=${enc(name)}`),
  );
  if (!canRead) return <p className="state">Your account may not read diagnostics.</p>;
  if (list.state === 'loading') return <Loading what="diagnostics" />;
  if (list.state === 'error') return <Failure error={list.error} />;
  if (list.state === 'unavailable') return <NotAvailable what="Diagnostics" />;
  return <DiagnosticsList items={list.data.diagnostics} />;
}
