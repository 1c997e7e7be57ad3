import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** Coding agents a skill could start as a subprocess. */
const AGENT_CLI_RE = /^(?:claude|codex|gemini|qwen|aider|cursor-agent|amp|opencode|goose)$/;
const BYPASS_FLAG_RE =
  /^--(?:dangerously-skip-permissions|dangerously-bypass-approvals-and-sandbox|yolo|full-auto|yes-always)$|^--(?:permission-mode|approval-mode|sandbox)(?:=(?:bypassPermissions|never|danger-full-access|yolo))?$|^(?:bypassPermissions|danger-full-access)$/;

/**
 * A coding agent started with its approvals or sandbox switched off: whatever the prompt it is given says,
 * including what a poisoned file says, runs unchecked with the user's rights.
 */
export const agentCliFlags: Rule = {
  id: 'SS-SAFETY-BYPASS',
  severity: 'high',
  title: 'Starts a coding agent with approvals or the sandbox off',
  remediation: 'Start agents with their default permission mode; let the user opt in to unattended runs.',
  rationale:
    'An agent without approvals is a shell driven by text: a skill that starts one with `--dangerously-skip-permissions` turns every instruction it can reach into a command nobody confirms.',
  keywords: ['dangerously', 'yolo', 'full-auto', 'bypasspermissions', 'danger-full-access', 'yes-always'],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'process')) {
      if (!AGENT_CLI_RE.test(fact.program)) continue;
      const flag = fact.args.find((a, i) =>
        BYPASS_FLAG_RE.test(a) && !/^--(?:permission-mode|approval-mode|sandbox)$/.test(a)
          ? true
          : /^--(?:permission-mode|approval-mode|sandbox)$/.test(a) &&
            /^(?:bypassPermissions|never|danger-full-access|yolo)$/.test(fact.args[i + 1] ?? ''),
      );
      if (flag === undefined) continue;
      report(unit, {
        line: fact.line,
        message: `starts ${fact.program} with ${flag}: approvals and sandbox off`,
      });
    }
  },
};
