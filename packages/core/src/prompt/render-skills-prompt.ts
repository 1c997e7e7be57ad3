import { SkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
import { escapeXml } from './escape-xml.js';
import { indexEntry, type SkillEntry, skillEntry } from './skill-entry.js';
import { sortSkillsByName } from './sort-skills-by-name.js';
import { truncateWithEllipsis } from './truncate-with-ellipsis.js';

export type PromptMode = 'full' | 'index';

export interface RenderSkillsPromptOptions {
  /** `full` lists name, description, classification and location; `index` lists names only. Default `full`. */
  mode?: PromptMode;
  /** Upper bound on `text.length`. Omitted = no budget (see `defaultPromptBudgetChars`). */
  budgetChars?: number;
  /** Path the agent can read for a skill (e.g. a sandbox mount). Default: `skill.skillFile`. */
  locationFor?: (skill: Skill) => string;
}

export interface RenderedSkillsPrompt {
  /** The block for the system prompt; empty when no skill is available or not even the frame fits. */
  text: string;
  /** Names listed in the block, in block order. */
  included: string[];
  /** Names left out to honour the budget (the block says how many). */
  dropped: string[];
  /** Included names whose description was cut to fit the budget. */
  shortened: string[];
}

/**
 * Descriptions are never cut below this many characters. SPEC §3.1 shortens descriptions before it
 * drops any skill, so the floor is low: a listed name with a short hint stays findable through
 * describe_skill, a dropped skill only counts in the omission note.
 */
export const MIN_DESCRIPTION_CHARS = 20;

/**
 * What the model needs to know to use an `index` block. The block itself holds names only (SPEC §3.1),
 * so an agent puts this beside it: in the `describe_skill` tool description or next to the block.
 */
export const INDEX_HINT =
  'Skills by name. Call describe_skill with a name, "select:a,b" or search words to get descriptions and locations before using one.';

interface Frame {
  header: string;
  footer: string;
}

const FULL_FRAME: Frame = { header: '<available_skills>\n', footer: '</available_skills>' };
const INDEX_FRAME: Frame = { header: '<skill_index>\n', footer: '</skill_index>' };

function omissionNote(count: number): string {
  const noun = count === 1 ? 'skill' : 'skills';
  return `<!-- ${count} ${noun} omitted for budget; use describe_skill to search -->\n`;
}

function descriptionChars(entry: SkillEntry, capChars: number): number {
  return escapeXml(truncateWithEllipsis(entry.description, capChars)).length;
}

function checkBudget(budgetChars: number | undefined): void {
  if (budgetChars === undefined) return;
  if (Number.isNaN(budgetChars) || budgetChars < 0) {
    throw new SkillportError(
      'PROMPT_BUDGET_INVALID',
      `Prompt budget must be a non-negative number of characters, got ${String(budgetChars)}; omit it for no budget.`,
    );
  }
}

function longestDescription(entries: readonly SkillEntry[], atLeast: number): number {
  return entries.reduce((max, e) => Math.max(max, e.description.length), atLeast);
}

/** Length of the block listing `entries[0..count)` with descriptions capped at `capChars`. */
function blockChars(frame: Frame, entries: readonly SkillEntry[], count: number, capChars: number): number {
  let total = frame.header.length + frame.footer.length;
  if (count < entries.length) total += omissionNote(entries.length - count).length;
  for (let i = 0; i < count; i++) {
    const entry = entries[i]!;
    total += entry.frameChars + descriptionChars(entry, capChars);
  }
  return total;
}

/**
 * The most entries (in name order) that fit with every description at the floor, or -1 when not even
 * the frame and the omission note fit. Prefix sums keep this linear in the number of skills.
 */
function fittingCount(frame: Frame, entries: readonly SkillEntry[], budgetChars: number): number {
  const frameChars = frame.header.length + frame.footer.length;
  let count = -1;
  let running = 0;
  for (let k = 0; k <= entries.length; k++) {
    const note = k < entries.length ? omissionNote(entries.length - k).length : 0;
    if (frameChars + running + note <= budgetChars) count = k;
    const entry = entries[k];
    if (entry !== undefined) running += entry.frameChars + descriptionChars(entry, MIN_DESCRIPTION_CHARS);
  }
  return count;
}

/** Largest description cap in [floor, longest] for which `count` entries fit (binary search; monotone). */
function fittingCap(
  frame: Frame,
  entries: readonly SkillEntry[],
  count: number,
  budgetChars: number,
): number {
  let low = MIN_DESCRIPTION_CHARS;
  let high = longestDescription(entries.slice(0, count), low);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (blockChars(frame, entries, count, mid) <= budgetChars) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Renders the skills block of the system prompt (SPEC §3.1) from enabled, model-visible skills.
 *
 * Budget policy: first every description is capped at the largest common length that fits (the
 * longest descriptions lose the most; none goes below `MIN_DESCRIPTION_CHARS`), then skills are
 * dropped from the end of name order, announced by a comment inside the block. Name order is the
 * priority because it is stable: the same catalog always yields the same prefix, which keeps the
 * prompt cacheable. `text.length <= budgetChars` always holds; if not even an empty block with its
 * note fits, `text` is empty and every skill is reported in `dropped`.
 */
export function renderSkillsPrompt(
  skills: readonly Skill[],
  options: RenderSkillsPromptOptions = {},
): RenderedSkillsPrompt {
  const { mode = 'full', budgetChars, locationFor = (skill: Skill) => skill.skillFile } = options;
  checkBudget(budgetChars);
  const available = sortSkillsByName(skills.filter((skill) => skill.enabled && !skill.hidden));
  if (available.length === 0) return { text: '', included: [], dropped: [], shortened: [] };

  const frame = mode === 'index' ? INDEX_FRAME : FULL_FRAME;
  const entries = available.map((skill) =>
    mode === 'index' ? indexEntry(skill) : skillEntry(skill, locationFor(skill)),
  );

  let count = entries.length;
  let capChars = longestDescription(entries, 0);
  if (budgetChars !== undefined && blockChars(frame, entries, count, capChars) > budgetChars) {
    count = fittingCount(frame, entries, budgetChars);
    if (count < 0) return { text: '', included: [], dropped: entries.map((e) => e.name), shortened: [] };
    capChars = fittingCap(frame, entries, count, budgetChars);
  }

  const listed = entries.slice(0, count);
  const omitted = entries.slice(count);
  const body = listed.map((e) => e.render(escapeXml(truncateWithEllipsis(e.description, capChars)))).join('');
  const note = omitted.length > 0 ? omissionNote(omitted.length) : '';
  return {
    text: `${frame.header}${body}${note}${frame.footer}`,
    included: listed.map((e) => e.name),
    dropped: omitted.map((e) => e.name),
    shortened: listed.filter((e) => e.description.length > capChars).map((e) => e.name),
  };
}
