import type { InstructionFact } from '../../facts.js';
import {
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
  /settings(?:\.local)?\.json|mcp\.json|\.codex\/config|\.gemini\/settings|\.vscode\/tasks|\.claude\/(?:hooks|commands|agents)/i;
/** Configuration that widens what runs unasked. */
const WIDENED_RE =
  /bypassPermissions|dangerously|approval_policy\s*=\s*["']?never|danger-full-access|"allow"\s*:\s*\[[^\]]*"(?:Bash(?:\(\*\))?|\*)"|autoApprove|"defaultMode"\s*:\s*"(?:bypassPermissions|acceptEdits)"/i;
const PRESSED_RE = /\bsilently\b|\bwithout (?:asking|telling|confirmation)\b|\bautomatically\b|\bquietly\b/i;
const GLOBAL_WORDS_RE =
  /\bglobal(?:e|ly)?\b|\bmémoire globale\b|\buser[- ]level\b|\bevery project\b|\ball (?:your |the user's )?projects\b/i;
/** What planted configuration must never carry: instructions that act against the user. */
const PLANTED: readonly InstructionFact['intent'][] = [
  'send-data',
  'override',
  'conceal',
  'disable-safety',
  'run-remote-code',
  'persist',
  'read-credentials',
];
/** Lines after the instruction in which the block it introduces ("add this section:") starts. */
const BLOCK_LINES = 20;

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
      const blocks = pack.units.filter(
        ({ unit: block }) =>
          block.file === unit.file &&
          block.surface !== 'prose' &&
          block.firstLine > fact.line &&
          block.firstLine <= fact.line + BLOCK_LINES,
      );
      const widened =
        blocks.some(({ unit: block }) => WIDENED_RE.test(block.text)) || WIDENED_RE.test(fact.text);
      const planted = blocks.some(({ facts }) =>
        facts.some(
          (f) =>
            (f.kind === 'instruction' && PLANTED.includes(f.intent) && f.mentioned !== true) ||
            (f.kind === 'network' && f.sends.length > 0),
        ),
      );
      const against =
        planted || near.some((f) => f !== fact && PLANTED.includes(f.intent) && f.mentioned !== true);
      const global = GLOBAL_RE.test(fact.object ?? '') || GLOBAL_WORDS_RE.test(fact.text);
      const control = CONTROL_RE.test(fact.object ?? '');
      // Setup steps for the user's own tools name these files too; what is written, and how, decides.
      const severity =
        against || widened
          ? 'critical'
          : PRESSED_RE.test(fact.text) && (global || control)
            ? 'high'
            : global || control
              ? 'medium'
              : 'low';
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, severity),
        message: against
          ? `tells the agent to write ${fact.object} with instructions that act against the user`
          : widened
            ? `tells the agent to write ${fact.object} so that commands run without the user’s approval`
            : `tells the agent to write ${global ? 'its global configuration ' : ''}${fact.object}`,
      });
    }
  },
};
