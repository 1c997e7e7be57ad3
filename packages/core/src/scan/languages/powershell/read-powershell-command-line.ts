import { decodeEncodedCommand } from './decode-encoded-command.js';

export interface PowerShellCommandLine {
  /** The command it runs (`-Command`, `-c`, or the decoded `-EncodedCommand`). */
  code?: string;
  /** The command was given base64-encoded. */
  encoded: boolean;
  /** `-File script.ps1`, or a bare script path. */
  file?: string;
  /** The encoded payload could not be decoded (a variable, a truncated blob). */
  undecodable?: string;
}

/** Parameters that take a value and are not the command (`-ExecutionPolicy Bypass`, `-WindowStyle Hidden`). */
const VALUED_RE =
  /^[-/](?:ex|exe|exec|executionpolicy|ep|w|win|window|windowstyle|v|ve|ver|version|psc|psconsolefile|config|configurationname|wd|workingdirectory|i|inputformat|o|of|outputformat|settingsfile|custompipename)$/i;
/** Every abbreviation PowerShell accepts for `-EncodedCommand`, down to `-e`. */
const ENCODED_RE = /^[-/](?:e|ec|en|enc|enco|encod|encode|encoded|encodedc\w*)$/i;
const COMMAND_RE = /^[-/](?:c|co|com|comm|comma|comman|command)$/i;
const FILE_RE = /^[-/](?:f|fi|fil|file)$/i;

/**
 * A `powershell`/`pwsh` command line, as argument words: what it runs. PowerShell takes everything after
 * `-Command` as the command, and a first word that is not a parameter as a command too.
 */
export function readPowerShellCommandLine(words: readonly string[]): PowerShellCommandLine {
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (ENCODED_RE.test(word)) {
      const payload = (words[i + 1] ?? '').replace(/^["']|["']$/g, '');
      const code = decodeEncodedCommand(payload);
      return code === undefined ? { encoded: true, undecodable: payload } : { code, encoded: true };
    }
    if (COMMAND_RE.test(word))
      return {
        code: words
          .slice(i + 1)
          .join(' ')
          .replace(/^"([\s\S]*)"$/, '$1'),
        encoded: false,
      };
    if (FILE_RE.test(word)) return { file: words[i + 1], encoded: false };
    if (VALUED_RE.test(word)) {
      i++;
      continue;
    }
    if (/^[-/]\w+$/.test(word)) continue;
    if (/\.ps1$/i.test(word)) return { file: word, encoded: false };
    return { code: words.slice(i).join(' '), encoded: false };
  }
  return { encoded: false };
}
