export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Prints a Markdown table (paste-able into bench/RESULTS.md). First row is the header. */
export function printTable(title, rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  process.stdout.write(
    `\n### ${title}\n\n${line(rows[0])}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n`,
  );
  for (const r of rows.slice(1)) process.stdout.write(`${line(r)}\n`);
}
