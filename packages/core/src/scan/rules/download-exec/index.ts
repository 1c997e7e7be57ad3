import type { AnalysedUnit, Unit, UnitLanguage } from '../../facts.js';
import { SEVERITY_RANK, type Severity } from '../../severity.js';
import { isPublicCodeHost } from '../code-hosts.js';
import { carries, factsIn, factsOf } from '../facts-of.js';
import { installerSeverity } from '../known-installers.js';
import { isInterpreter, readsStdinAsCode } from '../programs.js';
import type { Rule, RuleContext, Trigger } from '../rule.js';
import { JAVASCRIPT_INDIRECTION } from '../trigger-words.js';

/**
 * Code fetched at run time and executed: piped into an interpreter, evaluated, or saved and then run.
 * Whatever the server sends next runs with the user's rights, unreviewed; the skill's own content can
 * be harmless while the payload is not.
 */
const DOWNLOAD_WORDS: readonly string[] = [
  'curl',
  'wget',
  'http',
  'fetch',
  'request',
  'urlopen',
  'urlretrieve',
  'download',
  'iwr',
  'irm',
  'invoke-',
  'webclient',
  'bitsadmin',
  'certutil',
  'socket',
  'axios',
  'got',
  'ftp',
  'scp',
  'rsync',
  '\\bnc ',
  'clone',
];

/**
 * A shell script that downloads runs what it fetched only through an interpreter (piped in, or started on a
 * file; the `#!` line names one without starting it), `eval`/`source`/`.`/`exec`, `-c`, `<(…)` or `<<<`, a command substitution in
 * a command's place, a file it saved (`-o`, `-O`, `--output`, a redirect of the download, `tee`, `wget`),
 * `chmod`, or a clone.
 */
const SHELL_DOWNLOAD_RUN: readonly Trigger[] = [
  // One pattern per clause, each beginning with a literal or a word: an alternation of them would be
  // tried at every position of the text.
  {
    keywords: DOWNLOAD_WORDS,
    pattern:
      /\|[^|\n]*\b(?:(?:ba|z|da|k|a)?sh|fish|busybox|python[\d.]*|py|pypy3?|node|nodejs|deno|bun|perl|ruby|php|lua|tclsh|osascript|pwsh|powershell|iex|cmd|source|eval|xargs)\b/,
  },
  {
    keywords: DOWNLOAD_WORDS,
    pattern:
      /\b(?:(?:ba|z|da|k|a)?sh|fish|busybox|python[\d.]*|py|pypy3?|node|nodejs|deno|bun|perl|ruby|php|lua|tclsh|osascript|pwsh|powershell)\b(?<=(?:^|[;&|(]|\b(?:then|do|else|sudo|exec|nohup|command|time)|(?<![/\w])env)[ \t]*(?:[\w/.-]*\/)?(?:(?:ba|z|da|k|a)?sh|fish|busybox|python[\d.]*|py|pypy3?|node|nodejs|deno|bun|perl|ruby|php|lua|tclsh|osascript|pwsh|powershell))/m,
  },
  { keywords: DOWNLOAD_WORDS, alsoOneOf: [['eval', 'source', 'exec', '<(', '<<<', ' -c']] },
  {
    keywords: DOWNLOAD_WORDS,
    pattern:
      /\.\s+\S(?<=(?:^|[\s;&|])\.\s+\S)|(?:\$\(|`|\.\/)(?<=(?:^|[;&|(]|\b(?:then|do|else))\s*(?:\$\(|`|\.\/))/m,
  },
  {
    keywords: DOWNLOAD_WORDS,
    pattern:
      /\b(?:curl|wget|aria2c|fetch|http|lwp-download|ftp|scp|rsync|iwr|invoke-webrequest)\b[^\n|;]*(?:\s-[a-zA-Z]*[oO]\b|--output|--remote-name|-o\S|>(?!&|>?\s*\/dev\/null))|\|\s*tee\b|\bwget\b/m,
  },
  { keywords: DOWNLOAD_WORDS, alsoOneOf: [['chmod', 'clone', 'install']] },
];

/**
 * JavaScript that downloads runs what it fetched only through an evaluator, a child process or a module
 * load: a `fetch` whose response is only parsed is no dropper.
 */
const JAVASCRIPT_DOWNLOAD_RUN: readonly Trigger[] = [
  {
    keywords: DOWNLOAD_WORDS,
    alsoOneOf: [
      [
        'eval',
        'new function',
        'exec',
        'spawn',
        'fork',
        'child_process',
        'vm',
        'runin',
        'shell',
        'execa',
        'zx',
        'bun.',
        'deno.',
        'worker',
        'module',
        'settimeout',
        'setinterval',
        ...JAVASCRIPT_INDIRECTION,
      ],
    ],
  },
];

export const downloadExec: Rule = {
  id: 'SS-DOWNLOAD-EXEC',
  severity: 'critical',
  title: 'Downloads code and executes it',
  remediation: 'Ship the code inside the skill (pinned, reviewable) instead of fetching and running it.',
  rationale:
    'The classic malware dropper: `curl | sh`, `iex (iwr …)`, `exec(requests.get(…).text)`, or a download saved, made executable and run. The download is the payload and is never reviewed.',
  keywords: DOWNLOAD_WORDS,
  triggers: {
    shell: SHELL_DOWNLOAD_RUN,
    javascript: JAVASCRIPT_DOWNLOAD_RUN,
    typescript: JAVASCRIPT_DOWNLOAD_RUN,
  },
  needsFacts: true,
  check({ units, report }) {
    /** Files written with downloaded bytes: the line, and how serious running what it fetched is. */
    const downloaded: Downloads = new Map();
    for (const { unit, fact } of factsOf(units, 'file')) {
      if (
        (fact.op === 'write' || fact.op === 'append' || fact.op === 'copy') &&
        carries(fact.content, 'network') &&
        // A cloned repository is judged by reportClonedAndRun, which knows the public code hosts.
        !clonedOn(units, unit, fact.line)
      ) {
        // An archive unpacked on this line is as serious as the download that fetched it.
        const unpacked = readOn(units, unit, fact.line)
          .map((path) => downloadOf(downloaded, unit, path))
          .find((d) => d !== undefined);
        const fetched =
          unpacked?.severity ?? installerSeverity(fetchedOn(units, unit, fact.line) || fact.text);
        const severity = capByVerification(fetched, verificationOf(units, unit, fact));
        downloaded.set(normalise(fact.target ?? fact.path), { line: fact.line, severity, unit });
      }
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      // A shell bound to a socket is a reverse shell (SS-REVERSE-SHELL), not a download.
      if (
        isInterpreter(fact.program) &&
        carries(fact.stdin, 'network') &&
        fact.socketStdio !== true &&
        readsStdinAsCode(fact.program, fact.args)
      ) {
        report(unit, {
          line: fact.line,
          // Judge by what was fetched on that line (variables resolved), not by the command as written.
          severity: installerSeverity(fetchedOn(units, unit, fact.line) || fact.text),
          message: 'pipes downloaded content straight into an interpreter',
        });
        continue;
      }
      if (fact.program === '<dynamic>' && carries(fact.argTaint, 'network')) {
        report(unit, { line: fact.line, message: 'runs the output of a download as a command' });
        continue;
      }
      const download = fact.runsFile === undefined ? undefined : downloadOf(downloaded, unit, fact.runsFile);
      if (download !== undefined) {
        report(unit, {
          line: fact.line,
          severity: download.severity,
          message: `runs ${fact.runsFile}, which line ${download.line} downloads`,
        });
      }
    }
    for (const { unit, fact } of factsOf(units, 'file')) {
      if (fact.op !== 'chmod' || !/x|[1357]/.test(fact.mode ?? '')) continue;
      const download = downloadOf(downloaded, unit, fact.path);
      if (download !== undefined) {
        report(unit, {
          line: fact.line,
          severity: download.severity === 'critical' ? 'high' : 'low',
          message: `makes ${fact.path}, which line ${download.line} downloads, executable`,
        });
      }
    }
    reportClonedAndRun(units, report);
    const socketShells = new Set<string>();
    for (const { unit, fact } of factsOf(units, 'process'))
      if (fact.socketStdio === true) socketShells.add(`${unit.file}:${fact.line}`);
    for (const { unit, fact } of factsOf(units, 'exec')) {
      if (!carries(fact.input, 'network')) continue;
      // What a shell bound to a socket reads is the attacker typing: SS-REVERSE-SHELL says so.
      if (socketShells.has(`${unit.file}:${fact.line}`)) continue;
      // A saved download run as a file is judged by where it was fetched from, not by the line that runs it.
      const saved =
        fact.api === 'run-file' ? savedDownloadRunOn(units, unit, fact.line, downloaded) : undefined;
      // Go reaches here for a program started from a downloaded folder; the other languages' checked
      // downloads are judged where the file is written.
      const checked = unit.language === 'go' ? pinnedDigestIn(unit) : undefined;
      report(unit, {
        line: fact.line,
        severity: capByVerification(
          saved?.severity ?? installerSeverity(fetchedOn(units, unit, fact.line) || fact.text),
          checked,
        ),
        message: `evaluates code received from the network (${fact.api})`,
      });
    }
  },
};

/** A file written with downloaded bytes: the line, how serious running it is, and the unit that wrote it. */
type Download = { line: number; severity: Severity; unit: Unit };
type Downloads = Map<string, Download>;

/** Programs that run the build recipes of the directory they are started in (arbitrary commands). */
const BUILD_RUNNERS = new Set(['make', 'gmake', 'just', 'task', 'rake']);

/**
 * `git clone https://unknown.host/kit /tmp/kit && cd /tmp/kit && make` (or `./install.sh`): the repository
 * is a download, and running its scripts or build recipes runs whatever that host serves. Clones from the
 * public code hosts are how building from source works and are left alone.
 */
function reportClonedAndRun(units: readonly AnalysedUnit[], report: RuleContext['report']): void {
  for (const { unit, facts } of units) {
    const clones: { dir: string; url: string; line: number }[] = [];
    for (const f of facts) {
      if (f.kind !== 'network' || f.api !== 'git clone' || f.target === undefined) continue;
      if (isPublicCodeHost(f.target)) continue;
      for (const w of facts)
        if (w.kind === 'file' && w.op === 'write' && w.line === f.line && carries(w.content, 'network'))
          clones.push({ dir: normalise(w.path).replace(/\/$/, ''), url: f.target, line: f.line });
    }
    if (clones.length === 0) continue;
    const inside = (path: string | undefined) =>
      path === undefined
        ? undefined
        : clones.find((c) => {
            const p = normalise(path);
            return p === c.dir || p.startsWith(`${c.dir}/`);
          });
    for (const f of facts) {
      if (f.kind !== 'process') continue;
      const clone = inside(f.runsFile) ?? (BUILD_RUNNERS.has(f.program) ? inside(f.cwd) : undefined);
      if (clone === undefined) continue;
      report(unit, {
        line: f.line,
        message: `runs ${f.runsFile ?? `${f.program} ${f.args.join(' ')}`.trim()} from the repository line ${clone.line} clones from ${clone.url}`,
      });
    }
  }
}

/**
 * How a script checks a download before using it, and how far that lowers running it: a digest written
 * in the script pins the exact bytes a reviewer can fetch and read, so the host cannot swap them later; a
 * signature only says the holder of the pinned key made them, and that holder can sign a new payload
 * tomorrow. A checksum file fetched from the same host proves nothing and is not counted.
 */
const VERIFICATION_CEILING: Readonly<Record<Verification, Severity>> = {
  digest: 'medium',
  'pinned-signature': 'medium',
  signature: 'high',
};
/**
 * `pinned-signature`: the signing key is fetched by its full fingerprint written in the script, the
 * vendors' documented way to install a release; the key cannot be swapped with the download.
 */
type Verification = 'digest' | 'pinned-signature' | 'signature';
/** A full OpenPGP fingerprint (40 hex digits; sample keys spell it with letters past F). */
const FINGERPRINT_RE = /(?<![0-9A-Za-z])[0-9A-Z]{40}(?![0-9A-Za-z])/;

/** Digest tools in check mode (`sha256sum -c`, `shasum -a 256 -c`). */
const DIGEST_CHECK_RE = /^(?:sha(?:256|384|512)sum|shasum|b2sum) (?:.* )?(?:-c|--check)\b/;
/** A SHA-256 or longer digest spelled in the script. */
const PINNED_DIGEST_RE = /(?<![0-9a-f])[0-9a-f]{64,128}(?![0-9a-f])/i;
/**
 * PowerShell's digest check is a comparison: `if ($actual -ne $sha) { throw … }` (or `exit 1`) stops the
 * script when the bytes differ.
 */
const PS_MISMATCH_STOPS_RE = /\bif\s*\([^)]*-[ic]?ne\b[^)]*\)\s*\{[^}]*\b(?:throw|exit\s+[1-9])/i;
/**
 * Python and Node compare the digest themselves and stop on a mismatch: `if hashlib.sha256(data).hexdigest()
 * != EXPECTED: raise SystemExit(…)`, `if (createHash('sha256')…digest('hex') !== SHA) throw …`.
 */
const CODE_DIGEST_STOPS: Partial<Record<UnitLanguage, { digest: RegExp; stops: RegExp }>> = {
  python: {
    digest: /\bhashlib\.(?:sha(?:256|384|512)|sha3_\d+|blake2[bs]|new)\(/,
    stops:
      /\bif\b[^\n]*(?:!=|\bnot\s+hmac\.compare_digest\()[^\n]*:[ \t]*(?:#[^\n]*)?\n?[ \t]*(?:raise\b|(?:sys\.)?exit\(\s*(?:[1-9]|["'])|return\b)/,
  },
  javascript: {
    digest: /\bcreateHash\(\s*["'`]sha(?:256|384|512)["'`]\s*\)/,
    stops: /\bif\s*\([^\n]*!==?[^\n]*\)\s*\{?\s*(?:throw\b|process\.exit\(\s*[1-9]|return\b)/,
  },
  // `sum := sha256.Sum256(b)` then `if hex.EncodeToString(sum[:]) != want { os.Exit(1) }`.
  go: {
    digest: /\bsha(?:256|512)\.(?:Sum(?:256|512)|New)\s*\(/,
    stops:
      /\bif\b[^\n]*!=[^\n]*\{[ \t]*(?:\/\/[^\n]*)?\n?[^\n]*?(?:\bos\.Exit\(\s*[1-9]|\blog\.Fatal\w*\(|\bpanic\(|\breturn\b)/,
  },
};
CODE_DIGEST_STOPS.typescript = CODE_DIGEST_STOPS.javascript;

/**
 * The unit checks what it fetched against a digest it spells out and stops on a mismatch: Go's unpacked
 * download run from the folder it was unpacked into is then as verified as a checked file.
 */
function pinnedDigestIn(unit: Unit): Verification | undefined {
  // Asked once per downloaded write and per run: three regexes over the whole unit, so kept per unit.
  let found = PINNED_DIGEST_OF.get(unit);
  if (found === undefined) {
    const code = CODE_DIGEST_STOPS[unit.language];
    found =
      code?.digest.test(unit.text) && code.stops.test(unit.text) && PINNED_DIGEST_RE.test(unit.text)
        ? 'digest'
        : 'none';
    PINNED_DIGEST_OF.set(unit, found);
  }
  return found === 'none' ? undefined : found;
}
const PINNED_DIGEST_OF = new WeakMap<Unit, Verification | 'none'>();

/** The script stops at the first failed command, so a failed check ends it before the run. */
const ERREXIT_RE = /^\s*set\s+(?:-[a-z]*e[a-z]*\b|-o\s+errexit\b)/m;

/** The check after `write` of the downloaded file that must pass before the script goes on, if any. */
function verificationOf(
  units: readonly AnalysedUnit[],
  unit: Unit,
  write: { line: number; path: string },
): Verification | undefined {
  const file = normalise(write.path);
  if (pinnedDigestIn(unit) !== undefined) return 'digest';
  const errexit = ERREXIT_RE.test(unit.text);
  for (const f of factsIn(units, unit)) {
    if (f.kind !== 'process' || f.line <= write.line) continue;
    if (
      f.program === 'get-filehash' &&
      f.args.some((a) => normalise(a) === file) &&
      PINNED_DIGEST_RE.test(unit.text) &&
      PS_MISMATCH_STOPS_RE.test(unit.text)
    )
      return 'digest';
    if (!errexit && !/&&|\|\|/.test(f.text)) continue;
    const line = [f.program, ...f.args].join(' ');
    if (/^gpgv?2? /.test(line) && f.args.includes('--verify') && f.args.some((a) => normalise(a) === file))
      return pinnedKey(units, unit) ? 'pinned-signature' : 'signature';
    if (DIGEST_CHECK_RE.test(line) && PINNED_DIGEST_RE.test(unit.text) && unit.text.includes(file))
      return 'digest';
  }
  return undefined;
}

/** Whether the unit imports the signing key by a fingerprint it spells out (`gpg --recv-keys "$FPR"`). */
function pinnedKey(units: readonly AnalysedUnit[], unit: Unit): boolean {
  return (
    FINGERPRINT_RE.test(unit.text) &&
    factsIn(units, unit).some(
      (f) =>
        f.kind === 'process' &&
        /^gpg2?$/.test(f.program) &&
        f.args.some((a) => /^--(?:recv-keys?|receive-keys)$/.test(a)),
    )
  );
}

function capByVerification(severity: Severity, verification: Verification | undefined): Severity {
  if (verification === undefined) return severity;
  const ceiling = VERIFICATION_CEILING[verification];
  return SEVERITY_RANK[severity] > SEVERITY_RANK[ceiling] ? ceiling : severity;
}

/** The download a process started on `line` runs as a file, when it runs one. */
function savedDownloadRunOn(
  units: readonly AnalysedUnit[],
  unit: Unit,
  line: number,
  downloaded: Downloads,
): Download | undefined {
  for (const f of factsIn(units, unit)) {
    if (f.kind !== 'process' || f.line !== line || f.runsFile === undefined) continue;
    const download = downloadOf(downloaded, unit, f.runsFile);
    if (download !== undefined) return download;
  }
  return undefined;
}

/** Whether a unit clones a repository on `line`. */
function clonedOn(units: readonly AnalysedUnit[], unit: Unit, line: number): boolean {
  const facts = factsIn(units, unit);
  return facts.some((f) => f.kind === 'network' && f.api === 'git clone' && f.line === line);
}

/** The URLs a unit fetches on one line, joined: what an installer pipe actually runs. */
function fetchedOn(units: readonly AnalysedUnit[], unit: Unit, line: number): string {
  const facts = factsIn(units, unit);
  const targets: string[] = [];
  for (const f of facts)
    if (f.kind === 'network' && f.line === line && f.target !== undefined) targets.push(f.target);
  return targets.join(' ');
}

/**
 * The download a path was written by: the file itself, or a folder a downloaded archive was unpacked into
 * (`unzip -d /tmp/kit x.zip`, `tar xf x.tgz -C /tmp/kit`, or the working folder when no folder is named).
 */
function downloadOf(downloaded: Downloads, unit: Unit, path: string): Download | undefined {
  const file = normalise(path);
  const exact = downloaded.get(file);
  if (exact !== undefined) return exact;
  for (const [written, download] of downloaded) {
    const dir = written.replace(/\/+$/, '');
    if (dir === '.' || dir === '') {
      // Relative paths name the same folder only within the script that changed into it.
      if (download.unit === unit && !/^[/~$]/.test(file)) return download;
    } else if (file.startsWith(`${dir}/`)) return download;
  }
  return undefined;
}

/** The paths a unit reads on `line`. */
function readOn(units: readonly AnalysedUnit[], unit: Unit, line: number): string[] {
  const facts = factsIn(units, unit);
  return facts.flatMap((f) => (f.kind === 'file' && f.op === 'read' && f.line === line ? [f.path] : []));
}

/** Paths as they are compared: quotes and a leading `./` do not make another file. */
function normalise(path: string): string {
  return path.replace(/^["']|["']$/g, '').replace(/^\.\//, '');
}
