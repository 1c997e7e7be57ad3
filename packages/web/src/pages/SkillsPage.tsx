import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { api, enc, takeEarly } from '../api/client';
import type { SkillList, SkillSummary } from '../api/types';
import { useResource } from '../api/use-resource';
import { DiagnosticsBanner } from '../components/DiagnosticsBanner';
import { Empty, Failure, Loading } from '../components/states';
import { ClassificationTag } from '../components/Tag';
import type { Can } from '../permissions';

// The drawer and the install dialog (and what they import) load on first use: the 1,000-row list is
// what has to be interactive quickly.
const SkillDrawer = lazy(() => import('../components/SkillDrawer'));
const InstallDialog = lazy(() => import('../components/InstallDialog'));

const SEARCH_DELAY_MS = 200;
const SEARCH_LIMIT = 50;

type Search = { q: string; results: SkillSummary[] | Error | null };

export function SkillsPage({ can }: { can: Can }) {
  const [list, reload] = useResource('skills', () => takeEarly<SkillList>('/api/skills'));
  const [skills, setSkills] = useState<SkillSummary[]>([]);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ q: '', results: null });
  const [open, setOpen] = useState<string | null>(null);
  const [installing, setInstalling] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (list.state === 'ok') setSkills(list.data.skills);
  }, [list]);

  // The catalog search is the one the model uses (SPEC §3.2); it covers enabled skills only.
  useEffect(() => {
    const q = query.trim();
    if (q === '' || !can.has('catalog.search')) {
      setSearch({ q: '', results: null });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api<{ results: SkillSummary[] }>(`/api/catalog/search?q=${enc(q)}&limit=${SEARCH_LIMIT}`).then(
        (r) => live && setSearch({ q, results: r.results }),
        (e: Error) => live && setSearch({ q, results: e }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, can]);

  const toggle = useCallback(async (skill: SkillSummary, enabled: boolean) => {
    const apply = (value: boolean) => {
      const flip = (s: SkillSummary) => (s.name === skill.name ? { ...s, enabled: value } : s);
      setSkills((all) => all.map(flip));
      setSearch((s) => (Array.isArray(s.results) ? { ...s, results: s.results.map(flip) } : s));
    };
    apply(enabled);
    try {
      await api(`/api/skills/${enc(skill.name)}/enabled`, { method: 'PUT', json: { enabled } });
      setNotice({ tone: 'ok', text: `${skill.name} is now ${enabled ? 'enabled' : 'disabled'}.` });
    } catch (e) {
      apply(!enabled);
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  }, []);

  const reloadSkills = async () => {
    try {
      await api('/api/skills/reload', { method: 'POST' });
      setNotice({ tone: 'ok', text: 'Skills reloaded.' });
      reload();
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };

  const searching = search.q !== '' && query.trim() !== '';
  const shown = searching && Array.isArray(search.results) ? search.results : skills;

  return (
    <>
      <div className="page-head">
        <h1>Skills</h1>
        <div className="actions">
          {can.has('skills.reload') && (
            <button type="button" onClick={reloadSkills}>
              Reload
            </button>
          )}
          {can.has('skills.manage') && (
            <button type="button" className="primary" onClick={() => setInstalling(true)}>
              Install skill
            </button>
          )}
        </div>
      </div>
      {list.state === 'ok' && (
        <DiagnosticsBanner counts={list.data.diagnostics} canRead={can.has('diagnostics.read')} />
      )}
      <div className="toolbar">
        {can.has('catalog.search') && (
          <div className="field">
            <label htmlFor="skill-search">Search skills</label>
            <input
              id="skill-search"
              type="search"
              placeholder="Name, description or select:a,b"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-describedby="search-hint"
            />
            <span id="search-hint" className="hint">
              Searches the enabled skills, as an agent would.
            </span>
          </div>
        )}
      </div>
      <p
        className={`notice ${notice?.tone === 'error' ? 'notice-error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {notice?.text}
      </p>
      {list.state === 'loading' && <Loading what="skills" />}
      {list.state === 'error' && <Failure error={list.error} onRetry={reload} />}
      {list.state === 'unavailable' && <Failure error={new Error('The skills list is not available.')} />}
      {list.state === 'ok' &&
        (searching && search.results instanceof Error ? (
          <Failure error={search.results} />
        ) : shown.length === 0 ? (
          <Empty>
            {searching ? (
              <p>No enabled skill matches “{search.q}”.</p>
            ) : (
              <p>No skills yet.{can.has('skills.manage') ? ' Install one with “Install skill”.' : ''}</p>
            )}
          </Empty>
        ) : (
          <SkillTable
            skills={shown}
            can={can}
            onOpen={setOpen}
            onToggle={toggle}
            caption={searching ? `${shown.length} matching “${search.q}”` : `${shown.length} skills`}
          />
        ))}
      <Suspense fallback={<Loading what="the dialog" />}>
        {open !== null && (
          <SkillDrawer name={open} can={can} onClose={() => setOpen(null)} onChanged={reload} />
        )}
        {installing && (
          <InstallDialog
            canInstallShared={can.installShared}
            onClose={() => setInstalling(false)}
            onInstalled={reload}
          />
        )}
      </Suspense>
    </>
  );
}

function SkillTable({
  skills,
  can,
  onOpen,
  onToggle,
  caption,
}: {
  skills: SkillSummary[];
  can: Can;
  onOpen: (name: string) => void;
  onToggle: (skill: SkillSummary, enabled: boolean) => void;
  caption: string;
}) {
  return (
    <div className="table-wrap">
      <table className="skills">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Category</th>
            <th scope="col">Enabled</th>
          </tr>
        </thead>
        <tbody>
          {skills.map((s) => (
            <SkillRow key={s.name} skill={s} canToggle={can.toggle(s)} onOpen={onOpen} onToggle={onToggle} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SkillRow = memo(function SkillRow({
  skill,
  canToggle,
  onOpen,
  onToggle,
}: {
  skill: SkillSummary;
  canToggle: boolean;
  onOpen: (name: string) => void;
  onToggle: (skill: SkillSummary, enabled: boolean) => void;
}) {
  return (
    <tr>
      <td data-label="Name">
        <button type="button" className="link" onClick={() => onOpen(skill.name)}>
          {skill.name}
        </button>
        <div className="desc">{skill.description}</div>
      </td>
      <td data-label="Type">
        <ClassificationTag value={skill.classification} />
      </td>
      <td data-label="Category">{skill.category}</td>
      <td data-label="Enabled">
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={skill.enabled}
          aria-label={`Enabled: ${skill.name}`}
          disabled={!canToggle}
          title={canToggle ? undefined : 'Your account may not switch this skill'}
          onClick={() => onToggle(skill, !skill.enabled)}
        >
          {skill.enabled ? 'On' : 'Off'}
        </button>
      </td>
    </tr>
  );
});
