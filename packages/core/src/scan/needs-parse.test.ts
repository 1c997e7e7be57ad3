import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeywordSets } from './keyword-sets.js';
import type { CodeLanguage } from './load-grammars.js';
import { needsParse, PARSE_TRIGGERS, type Trigger } from './needs-parse.js';

const LANGUAGES: readonly CodeLanguage[] = ['python', 'javascript', 'typescript', 'shell'];
const PARTS = ['triggers', 'process', 'companion', 'declaration'] as const;
const ALL = LANGUAGES.flatMap((language) =>
  PARTS.flatMap((part) =>
    PARSE_TRIGGERS[language][part].map((trigger, i) => [`${language} ${part} #${i}`, trigger] as const),
  ),
);

/**
 * Strings for which fast-check can generate: without `\b`, lookarounds and anchors, which it cannot
 * generate for. Callers keep only what the real regex matches.
 */
function loosen(re: RegExp): RegExp {
  let source = '';
  let inClass = false;
  for (let i = 0; i < re.source.length; i++) {
    const ch = re.source[i] as string;
    if (ch === '\\') {
      const pair = re.source.slice(i, i + 2);
      i++;
      // A word boundary becomes an optional space, so that generated words often stand alone.
      if (inClass || pair !== '\\b') source += pair;
      else source += ' ?';
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      source += ch;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (re.source.startsWith('(?=', i)) {
      // A lookahead is generated as text of its own, so that matches are common.
      source += '(?:';
      i += 2;
      continue;
    } else if (/^\(\?<?[=!]/.test(re.source.slice(i, i + 4))) {
      // Skip the whole lookaround group.
      let depth = 0;
      for (; i < re.source.length; i++) {
        const c = re.source[i];
        if (c === '\\') i++;
        else if (c === '(') depth++;
        else if (c === ')' && --depth === 0) break;
      }
      continue;
    } else if (ch === '^' || ch === '$') continue;
    source += ch;
  }
  return new RegExp(source);
}

/** Matches of `re` with noise around them (the noise may hold newlines and is often a quote). */
function matching(re: RegExp): fc.Arbitrary<string> {
  const noise = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('"', "'", '`', '\n'));
  return fc.tuple(noise, fc.stringMatching(loosen(re)), noise).map((parts) => parts.join(''));
}

// The version before triggers were gated on keywords, kept verbatim as the reference.

const SENSITIVE = String.raw`169\.254|2852039166|0xa9fea9fe|0251\.0376|a9fe:a9fe|instance-data\.ec2|metadata\.(?:google|azure)|100\.100\.100\.200|fd00:ec2|\.ssh|\.aws|\.gnupg|\.netrc|\.git-credentials|\.kube|\.docker|id_rsa|id_ed25519|id_ecdsa|id_dsa|\/etc\/shadow|\/etc\/sudoers|Keychains|Login Data|binarycookies|\.npmrc|\.pypirc|_history|password-store|\.mozilla|gcloud|\.azure|Google\/Chrome|google-chrome|chromium|BraveSoftware|microsoft-edge|cookies\.sqlite|logins\.json|key4\.db|wallet\.dat|\.electrum|\.ethereum|exodus|\.bitcoin`;
/** Startup files, schedulers, login agents and hooks: where persistence is written. */
const PERSIST = String.raw`bashrc|bash_profile|bash_login|zshrc|zprofile|zshenv|zlogin|kshrc|["'\x60\/~]\.profile\b|fish\/config|cron|systemd|systemctl|launchctl|LaunchAgents|LaunchDaemons|autostart|git\/hooks|["'\x60]hooks["'\x60]|git-templates?|hooksPath|templateDir|CurrentVersion|Programs.Startup|schtasks|authorized_keys|sitecustomize|usercustomize|\.pth\b|ld\.so\.preload|sudoers|rc\.local|init\.d|xinitrc|xprofile|xsessionrc|bash_logout|fish\/conf|fsmonitor|sshCommand|loginwindow|login item`;
/** Everything `matchShellText` needs to see in a command string handed to a shell. */
const SHELL_TEXT = String.raw`\b(?:curl|wget|fetch|aria2c|base64|xxd|openssl|nc|ncat|netcat|socat|mkfifo|mkfs[\w.]*|shred|printenv)\b|\bdd\b[^\n]*of=|\brm\s+-|\b(?:env|set)\s*\||\/dev\/(?:tcp|udp)|\(\)\s*\{`;
const INTERPRETER = String.raw`(?:(?:ba|z|k|da|fi)?sh|python[0-9.]*|node|perl|ruby|php)\b`;
/** Shell-script rules that resolve variables: `rm -rf "$T"/*`, `"$0" &`, `cd ~`, installs from URLs, disk writes. */
const SHELL_SCRIPT_EXTRA = String.raw`\bcd\s+["']?(?:~|\$\{?HOME|\/)["']?\s*(?:$|[;&|)])|\$\{?0\}?["']?[^\n&|;>]*(?:(?<![>&])&(?![&>\d-])|\|)|\bdd\s[^\n]*\bof=["']?\$|\bfind\s+["']?\$[^\n]*(?:-delete|-exec\s+(?:rm|shred))|BASH_SOURCE|\.sh\b[^\n&|]*(?<![>&])&(?![&>\d-])|\b(?:pip[0-9.]*|pipx|uv|npm|pnpm|yarn|bun|gem)\b[^\n]*(?:https?|ftp):\/\/|\b(?:IO::Socket|Socket::INET|stream_socket_client|TCPServer|blkdiscard|sgdisk)\b|-rsocket\b|\bztcp\b|\(\)\s*\{[^}]*[^&>]&(?![&>\d-])[^}]*[^&>]&(?![&>\d-])|>\s*["']?\/dev\/(?:sd|hd|nvme|xvd|vd|mmcblk|disk)`;

const SPLIT_WORD_RE = /\w(?:''|"")\w|\w\\\w/;
/** `c''url`, `cu\rl` as the command word (after any `sudo`/`env` prefix); `printf '%s\n'` is not one. */
const SPLIT_COMMAND_RE =
  /(?:^|[;&|({\x60]|\$\(|\b(?:then|do|else)\b)\s*(?:(?:sudo|env|exec|command|nohup|time)\s+(?:-\S+\s+)*)*[^\s;&|()<>]*?(?:\w(?:''|"")\w|\w\\\w)/m;
/**
 * `rm -r "$DIR"` matters only when some variable can hold the home directory, the root or a system
 * directory; `rm -rf "$WORK"` after `WORK=$(mktemp -d)` is every other script's cleanup.
 */
const RM_VARIABLE_RE = /\brm\s+(?:-\S+\s+)*-\w*[rR][^\n]*\$/;
const ROOT_OR_HOME_TEXT_RE =
  /~|HOME|USERPROFILE|\/(?:root|home|Users|etc|usr|var|boot|s?bin|lib|lib64|opt|System)\b|(?:[=:-]|\bcd\s)\s*["']?\/["']?(?:\s|$|[};])/m;

/**
 * Tokens without which no code rule of a language can fire. Parsing costs far more than reading, so a
 * file with none of them is decided by this search alone; any hit sends the file to tree-sitter, which
 * decides precisely. The search also sees strings and comments, which only makes it more conservative.
 * `scanPath(…, {exhaustive: true})` parses everything; tests compare both modes to keep this list sound.
 */
const TRIGGERS: Record<CodeLanguage, RegExp> = {
  python: new RegExp(
    String.raw`(?<![.\w])(?:eval|exec|compile|__import__)\s*\(|\bmultiprocessing\b|\bos\.walk\s*\(\s*(?:["'](?:\/|~\/?)["']|os\.path\.expanduser|(?:pathlib\.)?Path\.home)|\bbuiltins\b|\bimport_module\b|\bgetattr\s*\(\s*(?:os|subprocess|__builtins__|pty|socket|shutil)\b|\b(?:system|popen|fork|forkpty|getoutput|getstatusoutput|create_subprocess_shell|dup2|rmtree|removedirs|fileno)\s*\(|\bimport\b[^\n]*\b(?:system|popen|fork|rmtree|getoutput)\b|shell\s*=\s*True|\b(?:pickle|cPickle|_pickle|cloudpickle|marshal|dill|shelve|joblib|jsonpickle|read_pickle|allow_pickle|pty)\b|yaml\.(?:load|load_all|unsafe_load)\b|torch\.load|\b169\b[^\n]{0,12}\b254\b|(?:Unsafe|Full)Loader\b|\bfrom\s+yaml\s+import\b|find-(?:generic|internet)-password|dump-keychain|["'][^"'\n]*\.env\b[^"'\n]*["']|gethostbyname|getaddrinfo|getfqdn|\bresolver\b|__builtins__|\bCronTab\b|${PERSIST}|\benviron\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b))|${SENSITIVE}`,
  ),
  javascript: new RegExp(
    String.raw`\b(?:eval|Function)\s*[()]|\bvm\.|\b(?:shelljs|execaCommand|unserialize|rimraf)\b|\bset(?:Timeout|Interval)\s*\(\s*["'\x60]|\b(?:rm|rmSync|rmdir|rmdirSync|remove|removeSync|emptyDir|emptyDirSync)\s*\(|\b(?:net|tls)\.|["'](?:node:)?(?:net|tls)["']|process\.env\b(?!\s*(?:\.|\[|\?\.))|["'\x60](?:node:)?dns(?:\/promises)?["'\x60]|\bresolve(?:4|6|Any|Txt|Cname)\b|Deno\.resolveDns|(?:require|import)\s*\(\s*["'\x60][^"'\x60]*["'\x60]\s*\+|mainModule|constructor\._load|\bset(?:Timeout|Interval)\s*\(\s*(?:atob|unescape|Buffer)\b|\beval\s*[,;)]|=\s*eval\b|(?:globalThis|window|global|self)\s*\[|constructor\s*\.\s*constructor|(?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}){4}|\bhomedir\s*\(|\brequire\s*\(\s*[\w$]+\s*\)|\b(?:solana|keystore)\b|${PERSIST}|${SENSITIVE}`,
  ),
  typescript: /$^/,
  shell: new RegExp(
    String.raw`\b(?:curl|wget|fetch|aria2c)\b(?:[^\n]|\\\n)*\|\s*(?:sudo\s+(?:-[ugCDhprtU]\s+\S+\s+|-\S+\s+)*)?(?:(?:\S*\/)?env\s+(?:-\S+\s+|\w+=\S*\s+)*)?(?:\S*\/)?${INTERPRETER}|(?:\b${INTERPRETER}|\beval|\bsource|(?:^|\s)\.)\s+(?:-\S+\s+)*["']?(?:\$\(|<\(|\x60)|\b(?:nc|ncat|netcat|socat|telnet|mkfifo|eval|mkfs[\w.]*|shred)\b|\bsecurity\s+(?:find-\w+-password|dump-keychain)|\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*-c\b|\bbase64\s[^\n]*-(?:d|D|-decode)\b|\bxxd\s+-r|\bopenssl\s[^\n]*\s-d\b|\bdd\s[^\n]*of=\/dev|(?:^|[|;&(\x60]\s*)(?:env|printenv)\s*(?:$|[|;&>)\x60])|^\s*set\s*$|export\s+-p|declare\s+-[xp]\s*$|\/dev\/(?:tcp|udp)|\brm\s+-[^\n]*\s["']?(?:\/\*?|~\/?\*?|\$\{?HOME\}?["']?\/?\*?|\/(?:home|etc|usr|var|boot|bin|lib)\/?\*?)["']?(?:\s|$|;)|chmod\s+-R|\b(?:socket|fsockopen|TCPSocket|wipefs)\b|\$\{?\w*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|ACCESS_KEY|PRIVATE_KEY)\w*\}?["']?\s*\||\bgh\s+auth\s+token|print-(?:access|identity)-token|get-access-token|get-session-token|export-credentials|configure\s+get|credential\s+fill|auth:?\s*token|\bfork\s+while\b|(?:^|[;&|]\s*)(?:\$\(|\x60)\s*(?:curl|wget)\b|\/inet\/tcp|\bfind\s+["']?(?:\/|~|\$\{?HOME)[^\n]*(?:-delete|-exec\s+(?:rm|shred))|\b(?:curl|wget)\b[^\n]*>\s*\S|\bhistory\s*(?:\d+\s*)?[|>]|\b(?:curl|wget)\b[^\n]*\s-(?:\w*[oO]|-output\S*)\s|\|\s*[\w:]+\s*&|\b(?:(?:ba|z|k|da)?sh|eval)\s+(?:-\w+\s+)*<<|\|\s*rev\b|\btr\s[^\n]*(?:N-ZA-M|n-za-m)|<<<\s*["']?(?:\$\(|\x60)|\$\{?IFS\b|\$'\\|\b(?:printf|echo\s+-e)\s[^\n]*\\(?:x[0-9a-fA-F]{2}|[0-7]{3})|\b(?:nslookup|dig|drill|kdig|delv|host|resolvectl|getent|ping6?)\b[^\n]*(?:\$|\x60)|${SHELL_SCRIPT_EXTRA}|${PERSIST}|${SENSITIVE}`,
    'm',
  ),
};
TRIGGERS.typescript = TRIGGERS.javascript;

/** Starting programs only matters together with one of these (shell strings, downloads, loops). */
const PROCESS: Record<CodeLanguage, RegExp> = {
  python:
    /\bsubprocess\b|\bpexpect\b|\bos\.(?:exec|spawn|posix_spawn)|create_subprocess_exec|\bfrom\s+os\s+import\b/,
  javascript: /child_process|\bexeca\b|\b(?:Bun|Deno)\.|\$\x60/,
  typescript: /$^/,
  shell: /$^/,
};
PROCESS.typescript = PROCESS.javascript;
const PROCESS_COMPANION: Record<CodeLanguage, RegExp> = {
  python: new RegExp(
    String.raw`${SHELL_TEXT}|\b(?:requests|httpx|urllib3?|urlopen|aiohttp|http\.client|socket|smtplib|ftplib|paramiko|__file__|executable)\b|["'](?:\/bin\/)?rm["']`,
  ),
  javascript: new RegExp(
    String.raw`${SHELL_TEXT}|["'\x60]rm["'\x60]|\bexec(?:Sync)?\b|shell\s*:\s*true|cmd\.exe|powershell|\b(?:fetch|axios|got|undici|https?|request)\b|while\s*\(\s*(?:true|1|!0)\s*\)|for\s*\(\s*;\s*;|\b__filename\b|import\.meta\b|process\.execPath|process\.argv\s*\[\s*[01]\s*\]`,
  ),
  typescript: /$^/,
  shell: /$^/,
};
PROCESS_COMPANION.typescript = PROCESS_COMPANION.javascript;

/** Network and process use, needed only when the skill declares `allowed-tools` to compare against. */
const DECLARATION_TRIGGERS: Record<CodeLanguage, RegExp> = {
  python:
    /\b(?:requests|httpx|urllib3?|urlopen|aiohttp|http\.client|socket|ftplib|smtplib|paramiko|subprocess|system|popen)\b/,
  javascript: /\b(?:fetch|axios|got|undici|https?|net|WebSocket|XMLHttpRequest|child_process|execa)\b/,
  typescript: /$^/,
  shell: /\b(?:curl|wget|nc|ncat|netcat|telnet|socat|scp|sftp|ftp|rsync|ssh|http)\b/,
};
DECLARATION_TRIGGERS.typescript = DECLARATION_TRIGGERS.javascript;

/** Triggers added after the table rewrite, so that the reference keeps making the same decisions. */
const ADDED: Partial<Record<CodeLanguage, RegExp>> = {
  javascript: /\bimport\s*\(\s*[\w$]+\s*\)/,
  typescript: /\bimport\s*\(\s*[\w$]+\s*\)/,
  shell:
    /\b(?:curl|wget)\b[^\n]*\|\s*["']?\$\{?\w|githooks\/|\/hooks\/(?:pre-|post-|commit-msg|prepare-commit-msg|update)|\b(?:lsblk|blkid)\b/m,
};

function oldNeedsParse(language: CodeLanguage, source: string, options: { declaresTools: boolean }): boolean {
  // The shebang (`#!/usr/bin/env python3`) names an interpreter in every script and decides nothing.
  const text = source.startsWith('#!') ? source.slice(source.indexOf('\n') + 1) : source;
  return (
    TRIGGERS[language].test(text) ||
    (ADDED[language]?.test(text) ?? false) ||
    // `'.ss' + 'h'`, `'child_' + 'process'`: names spelled in pieces trigger once joined.
    (/["'\x60]\s*\+\s*["'\x60]/.test(text) &&
      TRIGGERS[language].test(text.replace(/["'\x60]\s*\+\s*["'\x60]/g, ''))) ||
    (PROCESS[language].test(text) && PROCESS_COMPANION[language].test(text)) ||
    (language === 'shell' && RM_VARIABLE_RE.test(text) && ROOT_OR_HOME_TEXT_RE.test(text)) ||
    // The command-position search is costly; most scripts have no split word anywhere.
    (language === 'shell' && SPLIT_WORD_RE.test(text) && SPLIT_COMMAND_RE.test(text)) ||
    (options.declaresTools && DECLARATION_TRIGGERS[language].test(text))
  );
}

function present(trigger: Trigger, text: string): boolean {
  return new KeywordSets([trigger.keywords]).present(text)[0] === 1;
}

describe('needsParse triggers', () => {
  it.each(ALL)('every match of %s holds one of its keywords', (_label, trigger) => {
    let matched = 0;
    fc.assert(
      fc.property(matching(trigger.re), (text) => {
        if (!trigger.re.test(text)) return;
        matched++;
        expect(present(trigger, text), JSON.stringify(text)).toBe(true);
      }),
      { numRuns: 400 },
    );
    // The generator must actually exercise the regex, or the property proves nothing.
    expect(matched).toBeGreaterThan(30);
  });

  it('finds keywords wherever they are, in any ASCII case', () => {
    const words = ['rm', 'rmtree', 'tree', '$(', '.ssh', 'ssh', 'Login Data', '\\x'];
    const sets = new KeywordSets(words.map((w) => [w]));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 4 })), { maxLength: 8 }),
        (parts) => {
          const text = parts.join('');
          const found = sets.present(text);
          words.forEach((w, i) => {
            expect(found[i], `${w} in ${JSON.stringify(text)}`).toBe(
              text.toLowerCase().includes(w.toLowerCase()) ? 1 : 0,
            );
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** Words and snippets the old triggers care about, to build texts near the decision boundary. */
const PIECES = [
  ...new Set(ALL.flatMap(([, t]) => t.keywords)),
  "'.ss' + 'h'",
  "'child_' + 'process'",
  '#!/bin/sh\n',
  '\n',
  ' ',
  '"',
  "'",
  '`',
  '|',
  '&',
  '$',
  '(',
  ')',
  '/',
  '~',
  '=',
  ' -rf ',
  '$HOME',
  // Split command words: `c''url`, `sudo -u root\n  cu\\rl`.
  "''",
  '""',
  '\\',
  'sudo ',
  ' -u ',
  ';',
  'then ',
];

describe('needsParse against the former single-regex version', () => {
  it.each([
    ["sudo\n-u c''url x", true],
    ['nohup\n\n  --x\n-y cu\\rl', true],
    ["echo c''url\n", false],
    ["printf '%s\\n' a\nb", false],
    ['x;\n\n w""get', true],
  ])('finds a split command word that spans lines: %j', (source, parsed) => {
    expect(oldNeedsParse('shell', source, { declaresTools: false })).toBe(parsed);
    expect(needsParse('shell', source, { declaresTools: false })).toBe(parsed);
  });

  it('decides random texts of keywords, matches and noise the same way', () => {
    const RUNS = 6000;
    let parsed = 0;
    const text = fc
      .array(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
          { weight: 1, arbitrary: fc.constantFrom(...ALL).chain(([, t]) => fc.stringMatching(loosen(t.re))) },
          { weight: 2, arbitrary: fc.string({ maxLength: 5 }) },
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(...LANGUAGES), fc.boolean(), (source, language, declaresTools) => {
        const expected = oldNeedsParse(language, source, { declaresTools });
        parsed += Number(expected);
        expect(needsParse(language, source, { declaresTools }), JSON.stringify(source)).toBe(expected);
      }),
      { numRuns: RUNS },
    );
    // Both decisions must be common, or the comparison proves little.
    expect(parsed).toBeGreaterThan(RUNS / 5);
    expect(parsed).toBeLessThan((RUNS * 4) / 5);
  });

  const here = path.dirname(fileURLToPath(import.meta.url));
  const roots = [
    path.resolve(here, '../../test/fixtures'),
    path.resolve(here, '../../../../../shared/corpus/real'),
  ];
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return files(full);
      return e.isFile() && statSync(full).size < 1_000_000 ? [full] : [];
    });

  for (const root of roots) {
    let exists = true;
    try {
      statSync(root);
    } catch {
      exists = false;
    }
    it.skipIf(!exists && process.env.CI !== 'true')(
      `decides every file under ${path.basename(root)} the same way (skipped when the folder is missing)`,
      () => {
        const all = files(root);
        expect(all.length).toBeGreaterThan(100);
        for (const file of all) {
          const source = readFileSync(file, 'utf8');
          for (const language of LANGUAGES) {
            for (const declaresTools of [false, true]) {
              expect(needsParse(language, source, { declaresTools }), `${language} ${file}`).toBe(
                oldNeedsParse(language, source, { declaresTools }),
              );
            }
          }
        }
      },
      120_000,
    );
  }
});
