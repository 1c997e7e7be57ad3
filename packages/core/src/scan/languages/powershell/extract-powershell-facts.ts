import type { LanguageExtractor } from '../language-extractor.js';
import { readPowerShellText } from './read-windows-script.js';

/**
 * PowerShell scripts (`.ps1`, `powershell` blocks). No grammar is installed for the language, so the
 * reader works on tokens: commands and their parameters, variables, .NET calls, WebClient methods,
 * encoded commands (decoded and read again), Run keys, scheduled tasks.
 */
export const powershellExtractor: LanguageExtractor = {
  extract(unit, _grammar, context) {
    return readPowerShellText(unit.text, {
      line: unit.firstLine,
      taint: [],
      selfName: unit.file.slice(unit.file.lastIndexOf('/') + 1),
      shell: (command, line, taint) => context.shell(command, line, taint),
    });
  },
};
