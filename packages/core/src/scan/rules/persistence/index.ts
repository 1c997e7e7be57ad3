import type { ProcessFact, Unit } from '../../facts.js';
import {
  CRONTAB,
  GLOBAL_GIT_HOOKS,
  isPasswordInterceptor,
  judgePersistence,
  LOGIN_SERVICE,
  type PersistenceJudgement,
  type PersistenceTarget,
  persistenceTarget,
  REMOTE_PAYLOAD_RE,
  WINDOWS_STARTUP,
} from '../../persistence-target.js';
import { isSensitivePath } from '../../sensitive-paths.js';
import { factsOf } from '../facts-of.js';
import type { PackageView, Rule } from '../rule.js';
import { promptedInScript } from './prompted-in-script.js';

/** Commands that register something to run later rather than writing a file. */
function registration(fact: ProcessFact): { target: PersistenceTarget; how: string } | undefined {
  const { program, args } = fact;
  const p = program.toLowerCase();
  const has = (re: RegExp) => args.some((a) => re.test(a));
  if (p === 'crontab' && !has(/^-[lre]$/)) return { target: CRONTAB, how: 'installs' };
  if (p === 'systemctl' && has(/^--user$/) && has(/^(?:enable|link)$/))
    return { target: LOGIN_SERVICE, how: 'registers' };
  if (p === 'launchctl' && /^(?:load|bootstrap|submit)$/.test(args[0] ?? ''))
    return { target: LOGIN_SERVICE, how: 'registers' };
  if (p === 'defaults' && has(/^com\.apple\.loginwindow$/) && has(/^Login(?:Hook|Items)$/))
    return { target: LOGIN_SERVICE, how: 'registers' };
  if (p === 'osascript' && /\bmake\s+(?:new\s+)?login\s+item\b/i.test(args.join(' ')))
    return { target: LOGIN_SERVICE, how: 'registers' };
  if (
    p === 'git' &&
    args[0] === 'config' &&
    has(/^--(?:global|system)$/) &&
    has(/^(?:core\.(?:hooksPath|fsmonitor|sshCommand|pager|editor)|init\.templateDir)$/)
  )
    return { target: GLOBAL_GIT_HOOKS, how: 'sets' };
  if ((p === 'schtasks' || p === 'schtasks.exe') && has(/^\/create$/i))
    return { target: WINDOWS_STARTUP, how: 'registers' };
  if (/^(?:register-scheduledtask|new-scheduledtask|set-scheduledtask)$/.test(p))
    return { target: WINDOWS_STARTUP, how: 'registers' };
  if ((p === 'reg' || p === 'reg.exe') && args[0]?.toLowerCase() === 'add' && has(/\\CurrentVersion\\Run/i))
    return { target: WINDOWS_STARTUP, how: 'registers' };
  if (/^(?:new-itemproperty|set-itemproperty)$/.test(p) && has(/\\CurrentVersion\\Run/i))
    return { target: WINDOWS_STARTUP, how: 'registers' };
  // Case matters: `Batch synthesis` in a sentence is not the `batch` command.
  if (program === 'at' || program === 'batch') return { target: CRONTAB, how: 'schedules' };
  return undefined;
}

/**
 * A planted line that sends a credential file to a remote host steals it again on every run: as bad as
 * one that fetches and runs code.
 */
function judgeWrite(target: PersistenceTarget, payload: string, how: string): PersistenceJudgement {
  const judged = judgePersistence(target, payload, how);
  if (judged.severity !== 'critical' && REMOTE_PAYLOAD_RE.test(payload) && isSensitivePath(payload))
    return {
      severity: 'critical',
      message: `${how} ${target.what} with a line that sends credential files to a remote host`,
    };
  return judged;
}

/** A startup-file line that only sources another file: `source ~/.zshrc.acme`, `. ~/.bashrc.d/x.sh`. */
const SOURCE_LINE_RE = /^\s*(?:source|\.)\s+["']?([^\s"';&|]+)["']?\s*$/;

/**
 * What a write to a startup location puts there when it is a file the skill ships: `cp dotfiles/prompt.sh
 * ~/.bashrc.d/`, or a `source ~/.zshrc.acme` line after `cp dotfiles/.zshrc ~/.zshrc.acme` in the same unit.
 * Undefined when the content comes from anywhere else.
 */
function shippedContent(
  pkg: PackageView,
  unit: Unit,
  fact: { line: number; path: string; contentText?: string },
): { file: string; text: string } | undefined {
  const facts = pkg.units.find((u) => u.unit === unit)?.facts ?? [];
  const copiedTo = (path: string, line?: number): { file: string; text: string } | undefined => {
    for (const f of facts) {
      if (f.kind !== 'file' || f.op !== 'write' || f.path !== path) continue;
      if (line !== undefined && f.line !== line) continue;
      for (const r of facts) {
        if (r.kind !== 'file' || r.op !== 'read' || r.line !== f.line) continue;
        const from = r.path.replace(/^\.\//, '');
        const own = pkg.units.find((u) => u.unit.inPackage === from && u.unit.firstLine === 1);
        if (own !== undefined) return { file: from, text: own.unit.text };
      }
    }
    return undefined;
  };
  const sourced = SOURCE_LINE_RE.exec((fact.contentText ?? '').trim())?.[1];
  return sourced !== undefined ? copiedTo(sourced) : copiedTo(fact.path, fact.line);
}

/**
 * A file the skill ships, put where shells start it: its content is in the package and scanned as code, so
 * what it does decides (a remote loader or a password wrapper stays critical); installing a visible shell
 * setup is a change to review, not a hidden foothold.
 */
function judgeShipped(
  target: PersistenceTarget,
  shipped: { file: string; text: string },
  how: string,
): PersistenceJudgement {
  const judged = judgeWrite(target, shipped.text, how);
  if (judged.severity !== 'high' || judged.message !== `${how} ${target.what}`) return judged;
  return {
    severity: 'medium',
    message: `${how} ${target.what} so that it runs ${shipped.file}, which the skill ships (its code is scanned)`,
  };
}

/**
 * The document puts the change in the user's hands: the block is introduced as something to do only once
 * the user has seen and approved it ("ask first", "install only after yes", "the user runs these after
 * reviewing"), or as what to hand the user to do ("install instructions to give the user", "show the
 * user:"). That is how setup guides add a completion line or a cron entry for the user's own script.
 */
const ASKED_FIRST_RE =
  /\b(?:ask(?:s|ing)?(?: the user)? (?:first|before)|ask(?:s|ing)?(?: the user)? for (?:their |your |explicit )?(?:approval|confirmation|consent|permission)\b|only (?:after|then)\b|ask(?:s|ing)? (?:the user|them) to (?:approve|confirm)\b|after (?:the user |they |you )?(?:approv|confirm|review)\w*|(?:the user|you) (?:runs?|approves?|confirms?) (?:these|this|them|it)\b|(?:with|after|needs?) (?:the user's |your |explicit )?(?:approval|confirmation|consent)\b|the approved ones\b|once (?:the user|they|you) (?:approves?|confirms?|agrees?)\b|if (?:the user|they|you) (?:agrees?|approves?|confirms?|says? yes)\b|instructions (?:to give|for) the user\b|for the user to (?:install|run|review|apply|add|paste)\b|(?:show|give) the user:)/i;

/** A lead-in wraps where it likes: "after\nthey approve" is the same wording. */
function askedIn(context: string): boolean {
  return ASKED_FIRST_RE.test(context.replace(/\s+/g, ' '));
}

/**
 * A change the document has the user approve counts as a suggestion (medium), unless it fetches and runs
 * code or opens remote login: no approval wording makes those acceptable.
 */
function askedFirst(unit: Unit, severity: PersistenceJudgement['severity']): boolean {
  return (
    severity === 'high' &&
    (unit.surface === 'skill-block' || unit.surface === 'reference-block') &&
    unit.context !== undefined &&
    askedIn(unit.context)
  );
}

const LIST_ITEM_RE = /^\s*(?:[-*+]|\d+[.)])\s/;

/**
 * SKILL.md has the user approve before the agent runs `script`: the line that names it, the step just
 * before it in the same list ("2. Show the cron line and ask for approval. 3. Run `scripts/add.sh`"), or
 * the lead-in of the code block that runs it ("If they approve:"), says so. The script's change is then
 * the suggestion the document made, as for a block introduced that way.
 */
function scriptApprovedFirst(pkg: PackageView, script: Unit): boolean {
  const skill = pkg.units.find((u) => u.unit.surface === 'prose' && u.unit.inPackage === 'SKILL.md');
  if (skill === undefined || script.surface !== 'script') return false;
  // Windows skills name the script as `scripts\add.ps1`.
  const name = script.inPackage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');
  const mention = new RegExp(`(?<![\\w.-])(?:\\.[\\\\/])?${name}(?![\\w-])`);
  const blockApproved = pkg.units.some(
    ({ unit }) =>
      unit.surface === 'skill-block' &&
      unit.context !== undefined &&
      mention.test(unit.text) &&
      askedIn(unit.context),
  );
  if (blockApproved) return true;
  const lines = skill.unit.text.split('\n');
  return lines.some((line, i) => {
    if (!mention.test(line)) return false;
    const previous = lines[i - 1] ?? '';
    const step = LIST_ITEM_RE.test(line) && LIST_ITEM_RE.test(previous) ? previous : '';
    return ASKED_FIRST_RE.test(`${step}\n${line}`);
  });
}

function askFirst<T extends PersistenceJudgement>(at: T): T {
  return { ...at, severity: 'medium', message: `${at.message} (the document has the user approve it first)` };
}

/** Code planted to run again later: at login, on a schedule, on every shell, on every git command. */
export const persistence: Rule = {
  id: 'SS-PERSISTENCE',
  severity: 'high',
  title: 'Installs itself to run again later (persistence)',
  remediation:
    'Do not edit shell startup files, cron tables, login agents, git hooks or authorized_keys; print the change and let the user make it.',
  rationale:
    'A skill runs when asked; a line in a profile, a cron job, a launch agent, a git hook, a Python .pth start-up file or an authorized key keeps running (or lets someone in) long after the skill is gone.',
  keywords: [
    'bashrc',
    'bash_profile',
    'bash_login',
    'profile',
    'zshrc',
    'zprofile',
    'zshenv',
    'zlogin',
    'kshrc',
    'xinitrc',
    'xprofile',
    'fish',
    'rc.local',
    'init.d',
    'cron',
    'systemd',
    'systemctl',
    'launchctl',
    'launchagents',
    'launchdaemons',
    'loginwindow',
    'login item',
    'autostart',
    'startup',
    'currentversion',
    'schtasks',
    'scheduledtask',
    'authorized_keys',
    'sudoers',
    '/etc/passwd',
    '/etc/shadow',
    '/etc/group',
    '/etc/gshadow',
    'ld.so.preload',
    '/etc/hosts',
    'drivers\\etc\\hosts',
    'hooks',
    'hookspath',
    'templatedir',
    'fsmonitor',
    'sshcommand',
    '.ssh/config',
    '.ssh/rc',
    'sitecustomize',
    'usercustomize',
    '.pth',
    'reg add',
    'at ',
  ],
  needsFacts: true,
  check({ units, package: pkg, report: reportAt }) {
    const report = (unit: Unit, at: PersistenceJudgement & { line: number }) =>
      reportAt(
        unit,
        askedFirst(unit, at.severity) || (at.severity === 'high' && scriptApprovedFirst(pkg, unit))
          ? askFirst(at)
          : at.severity === 'high' && promptedInScript(unit, at.line)
            ? {
                ...at,
                severity: 'medium',
                message: `${at.message} (the script asks the user for a yes first)`,
              }
            : at,
      );
    for (const { unit, fact } of factsOf(units, 'file')) {
      if (
        fact.op !== 'write' &&
        fact.op !== 'append' &&
        fact.op !== 'copy' &&
        fact.op !== 'move' &&
        fact.op !== 'link'
      )
        continue;
      // An empty start-up file runs nothing: setup scripts create the profile before they add a line.
      if (fact.empty === true) continue;
      const destination =
        fact.op === 'write' || fact.op === 'append' ? fact.path : (fact.target ?? fact.path);
      const target = persistenceTarget(destination);
      if (target === undefined) continue;
      const how = fact.op === 'append' ? 'appends to' : 'writes to';
      const shipped = shippedContent(pkg, unit, fact);
      if (shipped !== undefined) {
        report(unit, { line: fact.line, ...judgeShipped(target, shipped, how) });
        continue;
      }
      report(unit, { line: fact.line, ...judgeWrite(target, fact.contentText ?? fact.text, how) });
    }
    // A fake `sudo` in a folder the unit puts in front of PATH from a shell startup file.
    for (const { unit, facts } of units) {
      const pathLines = facts.flatMap((f) =>
        f.kind === 'file' &&
        (f.op === 'write' || f.op === 'append') &&
        persistenceTarget(f.path)?.what === 'a shell startup file' &&
        /\bPATH=/.test(f.contentText ?? '')
          ? [f.contentText ?? '']
          : [],
      );
      if (pathLines.length === 0) continue;
      for (const f of facts) {
        if (f.kind !== 'file' || f.op !== 'write') continue;
        const dir = f.path.slice(0, f.path.lastIndexOf('/'));
        if (dir === '' || !pathLines.some((l) => l.includes(`${dir}:`))) continue;
        if (!isPasswordInterceptor(f.path, f.contentText ?? f.text)) continue;
        report(unit, {
          line: f.line,
          severity: 'critical',
          message: `writes ${f.path}, a stand-in for a password prompt that captures or sends what is typed, into a folder it puts first on PATH`,
        });
      }
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const found = registration(fact);
      if (found === undefined) continue;
      report(unit, { line: fact.line, ...judgePersistence(found.target, fact.text, found.how) });
    }
  },
};
