import type { Fact, Taint } from '../../facts.js';
import { BatchWalker } from '../batch/batch-walker.js';
import { taintBits } from '../shell/taint-bits.js';
import { PowerShellWalker } from './powershell-walker.js';

/** Where a PowerShell or batch text sits and what it carries. */
export interface WindowsScriptOptions {
  /** File line of the text's first line. */
  line: number;
  /** Taint of the text itself (a decoded `-EncodedCommand`, a downloaded script). */
  taint: readonly Taint[];
  /** How many `powershell -c`/`cmd /c` levels deep the text is. */
  depth?: number;
  /** The unit's own file name, for batch files that start themselves. */
  selfName?: string;
  /** The engine's shell extractor, for native POSIX tools (`curl.exe …`). */
  shell?: (command: string, line: number, taint: readonly Taint[]) => Fact[];
}

/**
 * The PowerShell and batch readers, wired to each other: `cmd /c …` inside PowerShell is read as batch and
 * `powershell -c …` inside a batch file as PowerShell, without the two modules importing each other.
 */
function readPowerShell(
  text: string,
  line: number,
  taint: number,
  depth: number,
  options: WindowsScriptOptions,
): Fact[] {
  const facts: Fact[] = [];
  const walker = new PowerShellWalker({
    facts,
    lineBase: line,
    inherited: taint,
    depth,
    shell: options.shell,
    batch: (code, at, t, d) => readBatch(code, at, t, d, options),
  });
  try {
    walker.run(text);
  } catch {
    // Untrusted text: whatever was read before the failure stands.
  }
  return facts;
}

function readBatch(
  text: string,
  line: number,
  taint: number,
  depth: number,
  options: WindowsScriptOptions,
): Fact[] {
  const facts: Fact[] = [];
  const walker = new BatchWalker({
    facts,
    lineBase: line,
    inherited: taint,
    depth,
    selfName: options.selfName ?? '',
    shell: options.shell,
    powershell: (code, at, t, d) => readPowerShell(code, at, t, d, options),
  });
  try {
    walker.run(text);
  } catch {
    // As above.
  }
  return facts;
}

export function readPowerShellText(text: string, options: WindowsScriptOptions): Fact[] {
  return readPowerShell(text, options.line, taintBits(options.taint), options.depth ?? 0, options);
}

export function readBatchText(text: string, options: WindowsScriptOptions): Fact[] {
  return readBatch(text, options.line, taintBits(options.taint), options.depth ?? 0, options);
}
