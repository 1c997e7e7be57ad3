import type { FileContext } from './file-context.js';
import { installerSeverity } from './installer-severity.js';
import { CRONTAB, judgePersistence } from './persistence-target.js';

const PLANT_VERB_RE =
  /\b(?:add|append|put|write|insert|place|paste|create|install|register|schedule|set up|configure)\b/i;
/** Startup files, schedulers and login agents named the way instructions name them. */
const PROSE_TARGET_RE =
  /~\/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv)\b|(?:^|[\s`'"(])\.(?:bashrc|zshrc|bash_profile|zprofile)\b|\bcrontab\b|\bcron ?(?:job|entry|tab)s?\b|\/etc\/cron|\bLaunch(?:Agents|Daemons)\b|\blaunchd\b|\bsystemd (?:user )?(?:service|unit|timer)s?\b|\bauthorized_keys\b|\.git\/hooks\b|\bgit hooks?\b|\bautostart\b|\bStartup folder\b|\bRun key\b|\bscheduled task\b/i;
/** Prose about attacks (threat write-ups, review checklists) describes the pattern; it does not ask for it. */
const DESCRIPTIVE_RE =
  /\b(?:attacker|malicious|adversar|exploit|vulnerab|example of|such as|e\.g\.|detect|flag|prevent|never|don't|do not|avoid|suspicious)\w*/i;
const PUBLIC_KEY_RE = /\bssh-(?:rsa|ed25519|ecdsa|dss)\s+AAAA/;
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;
/** Lines between an instruction ending in ":" and the code block it introduces. */
const LEAD_IN_LINES = 2;

/**
 * SKILL.md prose that tells the agent to plant something that runs again later: a line fetching remote code
 * added to a shell startup file or a cron table, or a key appended to authorized_keys. The commands in code
 * blocks are judged by the shell rules; this reads the instruction around them, which those rules miss.
 */
export function findPersistenceProse(ctx: FileContext): void {
  if (!PROSE_TARGET_RE.test(ctx.text)) return;
  const lines = ctx.text.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    if (FENCE_RE.test(text)) {
      inFence = !inFence;
      continue;
    }
    if (inFence || /^\s*\|/.test(text)) continue;
    if (!PROSE_TARGET_RE.test(text) || !PLANT_VERB_RE.test(text) || DESCRIPTIVE_RE.test(text)) continue;
    const payload = /:\s*$/.test(text) ? `${text}\n${followingBlock(lines, i)}` : text;
    // Known vendor installers stay with the shell rules; what is planted here must fetch and run code.
    const remote =
      judgePersistence(CRONTAB, payload, '').severity === 'critical' &&
      installerSeverity(payload) === 'critical';
    const key = /authorized_keys/i.test(text) && PUBLIC_KEY_RE.test(payload);
    if (!remote && !key) continue;
    ctx.report('SS-PERSISTENCE', {
      line: i + 1,
      severity: 'critical',
      message: key
        ? 'tells the agent to add an SSH key to authorized_keys (remote login for someone else)'
        : 'tells the agent to plant a line that fetches and runs remote code in a start-up file or scheduler',
    });
  }
}

/** The fenced block an instruction introduces ("Add this to ~/.bashrc:"), if it starts right after it. */
function followingBlock(lines: readonly string[], index: number): string {
  for (let j = index + 1; j <= index + 1 + LEAD_IN_LINES && j < lines.length; j++) {
    if (!FENCE_RE.test(lines[j] ?? '')) continue;
    const body: string[] = [];
    for (let k = j + 1; k < lines.length && !FENCE_RE.test(lines[k] ?? ''); k++) body.push(lines[k] ?? '');
    return body.join('\n');
  }
  return '';
}
