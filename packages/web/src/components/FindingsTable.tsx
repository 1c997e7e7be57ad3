import type { Finding } from '../api/types';

const ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;

export function FindingsTable({ findings }: { findings: Finding[] }) {
  if (findings.length === 0) return <p className="state">SkillScan found nothing to report.</p>;
  const sorted = [...findings].sort((a, b) => (ORDER[a.severity] ?? 9) - (ORDER[b.severity] ?? 9));
  return (
    <div className="table-wrap">
      <table className="findings">
        <caption>SkillScan findings ({findings.length})</caption>
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col">Rule</th>
            <th scope="col">Where</th>
            <th scope="col">Finding</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity of their own
            <tr key={i}>
              <td data-label="Severity">
                <span className={`sev sev-${f.severity}`}>{f.severity}</span>
              </td>
              <td data-label="Rule">
                <code>{f.ruleId}</code>
              </td>
              <td data-label="Where">
                {f.file}
                {f.line === undefined ? '' : `:${f.line}`}
              </td>
              <td data-label="Finding">
                {f.message}
                {f.remediation && <div className="hint">{f.remediation}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
