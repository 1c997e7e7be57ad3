import type { InstructionFact } from '../../facts.js';
import {
  followingLines,
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
  nearbyInstructions,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

/** Configuration every session of the user reads: settings, permissions, hooks, MCP servers, global memory. */
const GLOBAL_RE = /~\/|\$HOME|%USERPROFILE%|%APPDATA%|claude_desktop_config|\.claude\.json/i;
/** Settings that decide what runs without asking, and what starts with every session. */
const CONTROL_RE =
  /settings(?:\.local)?\.json|mcp\.json|\bmcpServers\b|\.codex\/config|\.gemini\/settings|\.vscode\/tasks|\.claude\/(?:hooks|commands|agents)/i;
/** Configuration that widens what runs unasked. */
const WIDENED_RE =
  /bypassPermissions|dangerously|approval_policy\s*=\s*["']?never|danger-full-access|"allow"\s*:\s*\[[^\]]*"(?:Bash(?:\(\*\))?|\*)"|autoApprove|"defaultMode"\s*:\s*"(?:bypassPermissions|acceptEdits)"/i;
/**
 * The same, as prose names it: every tool or command approved in advance, not a list of read-only ones
 * (VS Code's `chat.tools.autoApprove: true` approves every tool; workspace trust off runs every folder's tasks;
 * `enableAllProjectMcpServers: true` starts every server a repository names; "mark all its tools as always
 * allowed" says it in words).
 */
const WIDE_OPEN_RE =
  /chat\.tools\.(?:global\.)?autoApprove["'`]?\s*:\s*true|bypassPermissions|--dangerously|approval_policy\s*=\s*["']?never|danger-full-access|"allow"\s*:\s*\[[^\]]*"(?:Bash(?:\(\*\))?|\*)"|(?:autoApprove|alwaysAllow)["']?\s*:\s*\[\s*["']\*["']|"defaultMode"\s*:\s*"bypassPermissions"|(?:autoApprove|alwaysAllow)["']?\s*:\s*true\b|\bsecurity\.workspace\.trust\.enabled["']?\s*:\s*false\b|\benableAllProjectMcpServers["']?\s*:\s*true\b|\b(?:mark|set|make|treat|configure)\s+(?:all|every)\s+(?:of\s+)?(?:its\s+|the\s+|their\s+)?tools?\s+(?:as\s+)?(?:always[- ]allowed|auto-?approved|pre-?approved|trusted)\b|\b(?:always[- ]allow|auto-?approve)\s+(?:all|every)\s+(?:of\s+)?(?:its\s+|the\s+|their\s+)?tools?\b/i;
const PRESSED_RE =
  /\bsilently\b|\bwithout (?:asking|telling|showing|confirmation)\b|\bautomatically\b|\bquietly\b|\bsans (?:demander|le dire)\b|\bsin preguntar\b|\bsem perguntar\b|\bohne (?:zu fragen|Rückfrage)\b|(?:^|[^\wçğıöşü])(?:sorma(?:yın|dan)|otomatik(?:\s+olarak)?)(?![\wçğıöşü])|確認せず|尋ねず|聞かず|自動(?:的)?に/iu;
const GLOBAL_WORDS_RE =
  /\bglobal(?:e|ly)?\b|\bmémoire globale\b|\buser[- ]level\b|\bevery project\b|\ball (?:your |the user's )?projects\b/i;
/**
 * A standing order: the written rule is meant to act in every later session, the shape of persistence
 * inside the agent ("from now on", "whenever you open a repository", "a permanent rule").
 */
const STANDING_RE =
  /\bfrom now on\b|\bpermanent(?:ly)?\b|\bstanding (?:rule|order|instruction)s?\b|\b(?:every|each|all) (?:future |later |new )?(?:sessions?|conversations?|tasks?|chats?|answers?|responses?|repositor(?:y|ies))\b|\bwhenever you\b|\bat the start of (?:every|each)\b|\bso (?:that )?(?:it|they) (?:always )?(?:appl(?:y|ies)|sticks?|persists?)\b|\bпостоянн\w*|\bкажд\w+ (?:ответ|сесси|задач)\w*|\bdauerhaft\w*|\bpermanente?s?\b|\bd[ée]sormais\b|\bа? ?впредь\b|今后|以后每次|每次|永久|常に|毎回|항상|매번|(?:する|した)(?:とき|時)(?:は|に)?[、,]?\s*必ず|sonraki (?:tüm )?oturumlar/iu;
/**
 * The skill has the user decide: the rule is proposed, shown and written only on their word. "Without
 * asking" says the opposite.
 */
const ASKS_RE =
  /(?<!\b(?:without|never|not|no need to|don['’]t) )\b(?:ask|asks|asking|offer|offers|propose|proposes|suggest|suggests)\b|\b(?:after|once|only (?:if|when|after)) the user\b|\bwith the user(?:['’]s)? (?:approval|consent|permission)\b|\bshow (?:the user |them )?(?:the )?(?:draft|diff|change|line)\b/i;
/** Planted content that handles local secrets keeps leaking them in every session. */
const SECRET_CONTENT_RE =
  /(?:^|[\s`'"(/])\.env\b|~\/\.(?:ssh|aws|gnupg|kube|docker)\b|\bid_(?:rsa|ed25519|ecdsa)\b|\benvironment variables\b|\bprintenv\b|\b(?:api keys?|access tokens?|credentials|passwords|secrets)\b/i;
/** Verbs that put data where others read it: a commit, a message, a request. */
const LEAK_VERB_RE = /\b(?:send|upload|post|copy|include|paste|print|echo|attach|forward|share|embed)\b/i;
const NEGATION_RE = /\b(?:never|not|don['’]t|no)\b/i;

/**
 * The rule as planted: quoted text (`"…"`, `“…”`, `„…“`, `«…»`, a quote that wraps onto the next lines)
 * and quoted or indented lines.
 */
function quotedRule(text: string): string {
  const quotes = [...text.matchAll(/["“„«]([^"“”»]{12,400})["“”»]/g)].map((m) => m[1]);
  const lines = text.split('\n').filter((l) => /^\s*>|^ {4}|^\t/.test(l));
  return [...quotes, ...lines].join('\n');
}

/** Lines after the instruction that can hold the rule it writes (a quote or a paragraph). */
const CONTENT_LINES = 6;

/** What planted configuration must never carry: instructions that act against the user. */
const PLANTED: readonly InstructionFact['intent'][] = [
  'send-data',
  'override',
  'conceal',
  'disable-safety',
  'run-remote-code',
  'follow-remote',
  'persist',
  'read-credentials',
];
/** Lines after the instruction in which the block it introduces ("add this section:") starts. */
const BLOCK_LINES = 20;
/** "Copy the same block into ~/.codex/AGENTS.md": the content is the block just shown, before the line. */
const REFERS_BACK_RE =
  /\b(?:the same|the above|that|this|these|those|the previous)\s+(?:block|snippet|section|lines?|text|rules?|config(?:uration)?)\b|\babove\b/i;
/**
 * A download piped to a shell, written into the content to plant: in a text block its backticks are not
 * split out as a command, yet the agent that reads the planted file runs it.
 */
const PIPED_TO_SHELL_RE =
  /\b(?:curl|wget)\b[^\n`|]*\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\b(?:irm|iwr|Invoke-(?:WebRequest|RestMethod))\b[^\n`|]*\|\s*(?:iex|Invoke-Expression)\b/i;
/** Lines between the end of that block and the instruction. */
const BACK_LINES = 3;

function lastLine(unit: { firstLine: number; text: string }): number {
  return unit.firstLine + (unit.text.match(/\n/g)?.length ?? 0);
}

/**
 * "Merge `assets/config.toml` into `~/.codex/config.toml`": the package's own file named in the instruction
 * is what gets written, judged as a block shown beside it would be.
 */
function namesPackageFile(text: string, file: string, from: string): boolean {
  if (file === from || !file.includes('/') || file.length < 5) return false;
  const at = text.indexOf(file);
  return at !== -1 && !/[\w.-]/.test(text[at + file.length] ?? '') && !/[\w/.-]/.test(text[at - 1] ?? '');
}

/**
 * Prose that has the agent rewrite its own configuration: memory files (CLAUDE.md, AGENTS.md), rules
 * (.cursorrules), settings and permissions, hooks, MCP servers. A project's CLAUDE.md written with the
 * user is ordinary; the global configuration, or any configuration carrying instructions that act against
 * the user, outlives the skill and acts in every later session.
 */
export const agentConfig: Rule = {
  id: 'SS-AGENT-CONFIG',
  severity: 'high',
  title: 'Changes the agent’s own configuration',
  remediation:
    'Do not write the agent’s settings, memory, rules, hooks or MCP servers; show the change and let the user make it.',
  rationale:
    'What is written into the agent’s settings, memory or MCP configuration is obeyed in every later session, long after the skill is removed: a permission widened, a hook added or a standing order to ship data away is persistence inside the agent.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, package: pack, report }) {
    for (const { unit, fact } of instructionsOf(units, 'write-agent-config')) {
      const near = nearbyInstructions(units, unit.file, fact.line, 2);
      const refersBack = REFERS_BACK_RE.test(fact.text);
      const blocks = pack.units.filter(
        ({ unit: block }) =>
          (block.file === unit.file &&
            block.surface !== 'prose' &&
            ((block.firstLine > fact.line && block.firstLine <= fact.line + BLOCK_LINES) ||
              (refersBack && block.firstLine < fact.line && lastLine(block) >= fact.line - BACK_LINES))) ||
          namesPackageFile(fact.text, block.inPackage, unit.inPackage),
      );
      // The step's own prose can spell the setting inline (`"autoApprove": ["*"]`), a few lines on.
      const [first = '', ...later] = followingLines(unit, fact.line, CONTENT_LINES).split('\n');
      const next = later.findIndex((line) => /^\s*(?:#{1,6}|\d+\.|[-*])\s/.test(line) || line.trim() === '');
      const step = [first, ...(next === -1 ? later : later.slice(0, next))];
      const widened =
        blocks.some(({ unit: block }) => WIDENED_RE.test(block.text)) ||
        WIDENED_RE.test(fact.text) ||
        step.some((line) => WIDE_OPEN_RE.test(line) && !NEGATION_RE.test(line));
      const planted = blocks.some(
        ({ unit: block, facts }) =>
          ((block.surface !== 'prose' || block.file !== unit.file) && PIPED_TO_SHELL_RE.test(block.text)) ||
          facts.some(
            (f) =>
              (f.kind === 'instruction' && PLANTED.includes(f.intent) && f.mentioned !== true) ||
              (f.kind === 'network' && f.sends.length > 0),
          ),
      );
      const rule = quotedRule(`${fact.text}\n${followingLines(unit, fact.line + 1, CONTENT_LINES)}`);
      // An instruction quoted as the rule to write is not a mention: it is what gets planted.
      const inRule = (f: InstructionFact): boolean =>
        f.object !== undefined && f.object.length >= 12 && rule.includes(f.object);
      const against =
        planted ||
        near.some((f) => f !== fact && PLANTED.includes(f.intent) && (f.mentioned !== true || inRule(f)));
      // The step ends at the next heading: the user's say over a later step does not cover this one.
      const content = `${fact.text}\n${followingLines(unit, fact.line, CONTENT_LINES).split(/^#{1,6}\s/m)[0]}`;
      const secrets = SECRET_CONTENT_RE.test(rule) && LEAK_VERB_RE.test(rule) && !NEGATION_RE.test(rule);
      const asks = ASKS_RE.test(content);
      const standing = STANDING_RE.test(content) && !asks;
      const global = GLOBAL_RE.test(fact.object ?? '') || GLOBAL_WORDS_RE.test(fact.text);
      const control = CONTROL_RE.test(fact.object ?? '');
      // Setup steps for the user's own tools name these files too; what is written, and how, decides.
      const severity =
        against || widened || (secrets && !asks)
          ? 'critical'
          : (PRESSED_RE.test(content) && !asks && (global || control)) || standing
            ? 'high'
            : global || control
              ? 'medium'
              : 'low';
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, severity),
        message: against
          ? `tells the agent to write ${fact.object} with instructions that act against the user`
          : secrets && !asks
            ? `tells the agent to write a rule into ${fact.object} that handles local secrets in every session`
            : standing
              ? `tells the agent to write a standing rule into ${fact.object} that acts in every later session`
              : widened
                ? `tells the agent to write ${fact.object} so that commands run without the user’s approval`
                : `tells the agent to write ${global ? 'its global configuration ' : ''}${fact.object}`,
      });
    }
  },
};
