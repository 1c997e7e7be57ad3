import { INSTRUCTION_PHRASES } from '../../languages/markdown/instruction-phrases.js';
import type { Rule } from '../rule.js';

/** Who the comment speaks to: an instruction to "ignore previous instructions" is meant for a model. */
const AGENT_ADDRESS_RE =
  /\b(?:AI|LLMs?|assistants?|agents?|Claude|GPT|ChatGPT|Copilot|Codex|Gemini|language models?|coding agents?|models?)\b/i;
/** Comments in detectors, tests and write-ups quote these phrases to describe them. */
const DESCRIPTIVE_RE =
  /\b(?:detect\w*|injection|jailbreak\w*|attack\w*|malicious|adversar\w*|exploit\w*|red[ -]?team\w*|example|pattern|sample|test\w*|filter\w*|block\w*|sanitiz\w*)\b/i;
const LINE_COMMENT_RE = /^\s*(?:#(?!!)|\/\/|\/\*+|\*(?!\/)|--\s|::|rem\s)/i;
/** A docstring or block comment opened at the start of a statement, not a string assigned to a name. */
const BLOCK_OPEN_RE = /^\s*(?:[rRuUbB]?("""|''')|\/\*)/;

/**
 * Code the agent reads (`read metrics.py to learn the options`) can carry instructions in its comments and
 * docstrings. A comment that addresses the model and overrides its instructions or hides actions from the
 * user is prompt injection, whatever the code does.
 */
export const commentInjection: Rule = {
  id: 'SS-PROMPT-INJECTION',
  severity: 'high',
  title: 'Code comments that instruct the agent',
  remediation:
    'Remove comments that tell the AI agent to override its instructions or hide actions from the user.',
  rationale:
    'Agents read scripts before running them; a comment addressed to the model ("Claude: do not tell the user …") is an instruction hidden where a reviewer looks for code.',
  keywords: [
    'ai',
    'llm',
    'assistant',
    'agent',
    'claude',
    'gpt',
    'copilot',
    'codex',
    'gemini',
    'language model',
    'model',
  ],
  surfaces: ['script', 'install-hook'],
  needsFacts: false,
  check({ units, report }) {
    for (const { unit } of units) {
      // A block is pieces of the unit's lines cut after a comment marker or at a quote: a name it
      // addresses is a name in the text ("language models" across two lines still holds "models"), and
      // most scripts hold none, so their lines are never split into blocks.
      if (!AGENT_ADDRESS_RE.test(unit.text)) continue;
      for (const block of commentBlocks(unit.text)) {
        if (!AGENT_ADDRESS_RE.test(block.text) || DESCRIPTIVE_RE.test(block.text)) continue;
        const phrase = [...INSTRUCTION_PHRASES.override, ...INSTRUCTION_PHRASES.conceal]
          .map((re) => re.exec(block.text))
          .find((m) => m !== null && !quoted(block.text, m.index));
        if (phrase === undefined) continue;
        report(unit, {
          line: unit.firstLine + block.line - 1,
          message:
            'a code comment tells the AI agent reading it to override its instructions or hide actions',
        });
      }
    }
  },
};

function quoted(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return (before.match(/["“”`]/g)?.length ?? 0) % 2 === 1;
}

/** Runs of comment lines and docstrings/block comments, markers stripped, with their first line (1-based). */
function commentBlocks(text: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const lines = text.split('\n');
  let current: { line: number; parts: string[] } | undefined;
  let closer: string | undefined;
  const flush = (): void => {
    if (current !== undefined) blocks.push({ line: current.line, text: current.parts.join(' ') });
    current = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (closer !== undefined) {
      const end = line.indexOf(closer);
      current?.parts.push(end === -1 ? line : line.slice(0, end));
      if (end !== -1) {
        closer = undefined;
        flush();
      }
      continue;
    }
    const open = BLOCK_OPEN_RE.exec(line);
    if (open !== null) {
      flush();
      const quote = open[1];
      const rest = line.slice(open[0].length);
      const end = rest.indexOf(quote ?? '*/');
      current = { line: i + 1, parts: [end === -1 ? rest : rest.slice(0, end)] };
      if (end === -1) closer = quote ?? '*/';
      else flush();
      continue;
    }
    if (LINE_COMMENT_RE.test(line)) {
      if (current === undefined) current = { line: i + 1, parts: [] };
      current.parts.push(line.replace(LINE_COMMENT_RE, ''));
    } else {
      flush();
    }
  }
  flush();
  return blocks;
}
