import { findInjectionPhrase } from './analyze-markdown.js';
import type { FileContext } from './file-context.js';
import { KEYWORD, keywordsOf } from './find-keywords.js';

/** Who the comment speaks to: an instruction to "ignore previous instructions" is meant for a model. */
const AGENT_ADDRESS_RE =
  /\b(?:AI|LLMs?|assistants?|agents?|Claude|GPT|ChatGPT|Copilot|Codex|Gemini|language models?|coding agents?)\b/i;
/** Comments in detectors, tests and write-ups quote these phrases to describe them. */
const DESCRIPTIVE_RE =
  /\b(?:detect\w*|injection|jailbreak\w*|attack\w*|attacker|malicious|adversar\w*|exploit\w*|red[ -]?team\w*|example|pattern|sample|test\w*|filter\w*|block\w*|sanitiz\w*)\b/i;
const LINE_COMMENT_RE = /^\s*(?:#(?!!)|\/\/|\/\*+|\*(?!\/)|--\s)/;
/** A docstring or block comment opened at the start of a statement, not a string assigned to a name. */
const BLOCK_OPEN_RE = /^\s*(?:[rRuUbB]?("""|''')|\/\*)/;

/**
 * Code the agent reads (`read metrics.py to learn the options`) can carry instructions in its comments and
 * docstrings. A comment that addresses the model and overrides its instructions or hides actions from the
 * user is prompt injection, whatever the code does.
 */
export function findCommentInjection(ctx: FileContext, options: { exhaustive?: boolean } = {}): void {
  if (options.exhaustive !== true && (keywordsOf(ctx).textBits & (KEYWORD.override | KEYWORD.conceal)) === 0)
    return;
  for (const block of commentBlocks(ctx.text)) {
    if (!AGENT_ADDRESS_RE.test(block.text) || DESCRIPTIVE_RE.test(block.text)) continue;
    if (findInjectionPhrase(block.text) === undefined) continue;
    ctx.report('SS-PROMPT-INJECTION', {
      line: block.line,
      severity: 'high',
      message: 'a code comment tells the AI agent reading it to override its instructions or hide actions',
    });
  }
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
