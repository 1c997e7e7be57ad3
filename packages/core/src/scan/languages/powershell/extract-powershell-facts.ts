import type { Fact, Taint } from '../../facts.js';

export interface PowerShellTextOptions {
  line: number;
  taint: readonly Taint[];
  depth: number;
}

export function extractPowerShellText(_text: string, _options: PowerShellTextOptions): Fact[] {
  return [];
}
