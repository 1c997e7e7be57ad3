import { useState } from 'react';
import { api } from '../api/client';
import type { Diagnostic } from '../api/types';
import { DiagnosticsList } from './DiagnosticsList';
import { Failure, Loading } from './states';

/** Errors red, warnings amber; expands to the list (fetched when first opened). */
export function DiagnosticsBanner({
  counts,
  canRead,
}: {
  counts: { errors: number; warnings: number };
  canRead: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Diagnostic[] | Error | null>(null);
  if (counts.errors === 0 && counts.warnings === 0) return null;
  const tone = counts.errors > 0 ? 'error' : 'warning';
  const parts = [
    counts.errors > 0 && `${counts.errors} error${counts.errors === 1 ? '' : 's'}`,
    counts.warnings > 0 && `${counts.warnings} warning${counts.warnings === 1 ? '' : 's'}`,
  ].filter(Boolean);

  const toggle = () => {
    setOpen(!open);
    if (!open && !Array.isArray(items)) {
      setItems(null);
      api<{ diagnostics: Diagnostic[] }>('/api/diagnostics').then(
        (r) => setItems(r.diagnostics.filter((d) => d.level !== 'info')),
        (e: Error) => setItems(e),
      );
    }
  };

  return (
    <section className={`banner banner-${tone}`} aria-label="Skill diagnostics">
      <div className="banner-row">
        <span>Skill discovery reported {parts.join(' and ')}.</span>
        {canRead && (
          <button type="button" aria-expanded={open} aria-controls="diagnostics-list" onClick={toggle}>
            {open ? 'Hide details' : 'Show details'}
          </button>
        )}
      </div>
      {open && (
        <div id="diagnostics-list">
          {items === null ? (
            <Loading what="diagnostics" />
          ) : items instanceof Error ? (
            <Failure error={items} />
          ) : (
            <DiagnosticsList items={items} />
          )}
        </div>
      )}
    </section>
  );
}
