import type { ScanReport } from './finding.js';

/** The report as stable, indented JSON (the shape of `ScanReport`). */
export function formatScanJson(report: ScanReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
