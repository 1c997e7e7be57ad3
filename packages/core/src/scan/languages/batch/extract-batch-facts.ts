import type { LanguageExtractor } from '../language-extractor.js';
import { readBatchText } from '../powershell/read-windows-script.js';

/**
 * Batch files (`.bat`, `.cmd`), read line by line as cmd does: variables expanded, commands split at
 * `&`, `&&`, `||` and `|`, downloads by certutil and BITS, `powershell -c` read as PowerShell, `del /s`,
 * `rd /s`, Run keys and scheduled tasks.
 */
export const batchExtractor: LanguageExtractor = {
  extract(unit, _grammar, context) {
    return readBatchText(unit.text, {
      line: unit.firstLine,
      taint: [],
      selfName: unit.file.slice(unit.file.lastIndexOf('/') + 1),
      shell: (command, line, taint) => context.shell(command, line, taint),
    });
  },
};
