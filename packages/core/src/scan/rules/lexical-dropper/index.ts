import { LEXICAL_LANGUAGES, lexicalUnits, lineAt } from '../lexical-package.js';
import type { Rule } from '../rule.js';

/** Calls that fetch bytes from an address. */
const FETCH_RE =
  /\bhttp\.(?:Get|NewRequest(?:WithContext)?)\b|\bgrab\.Get\b|\bNet::HTTP\b|\bURI\.open\b|\bopen-uri\b|\bDown\.download\b|\bcurl_exec\b|\bfile_get_contents\s*\(\s*["']https?:|\bcopy\s*\(\s*["']https?:|\bLWP::(?:Simple|UserAgent)\b|\bgetstore\s*\(|\bmirror\s*\(|\bHTTP::Tiny\b|\bsocket\.http\b|\bhttp\.request\b|\breqwest::|\bureq::|\bHttpClient\b|\bWebClient\b|\bDownloadFile(?:Async)?\b|\bopenStream\s*\(|\bFiles\.copy\s*\(\s*new\s+URL\b|\bURL\s*\(\s*["']https?:[^)]*\)\.openStream\b/;
/** A remote address written in the package (not loopback), or one assembled from codes. */
const REMOTE_RE =
  /\b(?:https?|ftp):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])[:/"'\s])[^\s"'`]+|\[\]byte\{\s*\d+\s*,\s*\d+|\bstring\.char\s*\(|\bpack\s*\(\s*["']C\*/;
/** The executable bit set on a file the code wrote, or given it as it is created. */
const MAKE_EXECUTABLE_RE =
  /\bos\.(?:OpenFile|WriteFile)\s*\([^\n]*\b0o?7[0-7]{2}\b|\bos\.Chmod\s*\([^)]*0o?7[0-7]{2}|\bFile\.chmod\s*\(\s*0o?7[0-7]{2}|\bFileUtils\.chmod\b|\bchmod\s*\(\s*[^,)]*,\s*0o?7[0-7]{2}|\bchmod\s*\(\s*0o?7[0-7]{2}|\bsetExecutable\s*\(\s*true|\bset_permissions\b|\bfrom_mode\s*\(\s*0o?7[0-7]{2}|["']chmod\s+(?:\+x|[0-7]?7[0-7]{2})\b|\bPosixFilePermissions\.fromString\s*\(\s*["']rwx/;
/** Starting a program, now or at every login (an autostart entry, a launch agent, a Run key). */
const RUN_RE =
  /\bExec=|\bRunAtLoad\b|\bLaunchAgents\b|\/autostart\b|CurrentVersion\\\\Run\b|\bsystemctl\s+--user\b|\bexec\.Command(?:Context)?\s*\(|\bsyscall\.Exec\b|\bsystem\s*\(|\bspawn\s*\(|\bProcess\.(?:Start|spawn)\b|\bos\.execute\s*\(|\bio\.popen\s*\(|\bProcessBuilder\b|\.exec\s*\(|\bCommand::new\s*\(|\bshell_exec\s*\(|\bproc_open\s*\(|\bpassthru\s*\(|\bexec\s*\(|\bIO\.popen\b|\bOpen3\.\w+\s*\(/;

/**
 * A dropper in the languages read statement by statement: code that fetches from a remote address, sets
 * the executable bit and starts a program. Helpers, goroutines and second files put the steps apart; the
 * package still holds all three, and none of them is how a skill does its task with the code it ships.
 */
export const lexicalDropper: Rule = {
  id: 'SS-DOWNLOAD-EXEC',
  severity: 'high',
  title: 'Code that downloads a program, makes it executable and runs it',
  remediation: 'Ship the program with the skill (pinned, reviewable), or tell the user how to install it.',
  rationale:
    'The dropper of malicious packages and build scripts: fetch a binary, `chmod 755`, run it. Whatever the host serves next runs with the user’s rights, and the steps are spread over helpers so that no one line shows it.',
  keywords: ['chmod', 'setexecutable', 'set_permissions', 'from_mode', 'rwx', 'openfile', 'writefile'],
  surfaces: ['script', 'install-hook', 'skill-block', 'reference-block'],
  languages: LEXICAL_LANGUAGES,
  needsFacts: false,
  check({ units, package: pkg, report }) {
    const executable = units.find(({ unit }) => MAKE_EXECUTABLE_RE.test(unit.text))?.unit;
    if (executable === undefined) return;
    const all = lexicalUnits(pkg)
      .map((unit) => unit.text)
      .join('\n');
    if (!FETCH_RE.test(all) || !REMOTE_RE.test(all) || !RUN_RE.test(all)) return;
    report(executable, {
      line: lineAt(executable, executable.text.search(MAKE_EXECUTABLE_RE)),
      message: 'makes a file executable in code that downloads from a remote address and starts programs',
    });
  },
};
