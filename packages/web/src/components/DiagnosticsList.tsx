import type { Diagnostic } from '../api/types';

export function DiagnosticsList({ items }: { items: Diagnostic[] }) {
  if (items.length === 0) return <p className="state">No diagnostics.</p>;
  return (
    <ul className="diagnostics">
      {items.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no identity; the list is replaced whole
        <li key={i} className={`diag diag-${d.level}`}>
          <span className="diag-level">{d.level}</span> <code>{d.code}</code>
          {d.skill && <strong> {d.skill}</strong>}
          <span className="diag-path">
            {' '}
            {d.path}
            {d.line === undefined ? '' : `:${d.line}`}
          </span>
          <div>{d.message}</div>
        </li>
      ))}
    </ul>
  );
}
