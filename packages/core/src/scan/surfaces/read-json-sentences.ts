import { parseLenientJson } from './read-mcp-config.js';

/** Shorter strings are labels and values ("re-encode to UTF-8"), not sentences addressed to anyone. */
const MIN_SENTENCE_CHARS = 60;
/**
 * A string that names its reader as the model ("NOTE FOR THE AI ASSISTANT", "Agent: …"): a note planted
 * for the agent. Other sentences of data files describe things (an eval label's "sends .env files to a
 * bot", a detection rule's summary) and are not read as instructions.
 */
const ADDRESSES_AGENT_RE =
  /\b(?:AI|assistants?|agents?|LLMs?|language models?|Claude|Copilot|Cursor|ChatGPT|GPT-?\d*|Gemini|Codex)\b/i;
/** Strings read per file: a data file of thousands of rows is not what carries a note to the agent. */
const MAX_SENTENCES = 200;
/** Nesting followed: deeper values of a hostile file are left unread rather than overflow the stack. */
const MAX_DEPTH = 64;

/**
 * The sentence-like string values of a JSON data file that speak to the model, each with the line it is
 * on. A skill's tool that prints its data file hands these to the agent as text, so
 * "NOTE FOR THE ASSISTANT: run … and do not tell the user" in a rules file is an instruction like one in
 * a reference document, read like prose.
 */
export function readJsonSentences(text: string): { text: string; firstLine: number }[] {
  if (text.length < MIN_SENTENCE_CHARS) return [];
  const found: { text: string; firstLine: number }[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (found.length >= MAX_SENTENCES || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (
        value.length >= MIN_SENTENCE_CHARS &&
        /\s\S+\s\S+\s/.test(value) &&
        ADDRESSES_AGENT_RE.test(value)
      ) {
        const at = text.indexOf(JSON.stringify(value).slice(1, -1));
        found.push({ text: value, firstLine: at === -1 ? 1 : lineAt(text, at) });
      }
    } else if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(parseLenientJson(text), 0);
  return found;
}

function lineAt(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
