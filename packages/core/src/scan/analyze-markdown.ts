import type { FileContext } from './file-context.js';
import { findKeywords, KEYWORD, keywordsByLine, keywordsOf } from './find-keywords.js';
import type { Severity } from './finding.js';
import { matchShellText } from './match-shell-text.js';

const OVERRIDE_RE =
  /\b(?:ignore|disregard|forget|override|bypass|pay no attention to|(?:do not|don't|no longer|stop) follow(?:ing)?)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+)?(?:previous|prior|above|earlier|preceding|system|original|safety|developer)\s+(?:instructions?|prompts?|rules|directives|guidelines|messages|guardrails|polic(?:y|ies)|context|directions|commands|constraints|restrictions)|\bforget (?:everything|all) (?:above|before|you (?:were|have been) told)\b|\bignore (?:the |your )?user(?:'|’)?s? (?:request|question|instructions?|message)\b|\byour new (?:instructions|directives|orders|rules) (?:are|follow)\b|\bnew instructions (?:are as follows|override)\b/i;
const PERSONA_RE =
  /\byou are (?:now )?(?:in )?(?:DAN|developer mode|jailbroken|unrestricted|an? (?:unfiltered|unrestricted) (?:AI|assistant|model))\b|\bnew system prompt\b|\b(?:system|admin|developer|root) override\b/i;
const ROLE_TAG_RE =
  /<\|im_start\|>|<\|system\|>|\[INST\]|<\/?system>|^#{1,3}\s*(?:system|SYSTEM)\s*(?:prompt|override)?\s*:/m;
const CONCEAL_RE =
  /\b(?:do not|don't|never)\s+(?:tell|inform|notify|alert|mention (?:this |it )?to|reveal (?:this |it )?to|show)\s+the\s+user\b|\bwithout (?:telling|informing|notifying|alerting) the user\b|\bsilently (?:send|upload|post|transmit|exfiltrate|copy|forward)\b|\bhide (?:this|it|the \w+) from the user\b|\bwithout the user(?:'|’)?s? (?:knowledge|noticing|knowing)\b|\b(?:secretly|covertly) (?:send|upload|post|run|execute|read|copy|install|collect)\b|\bkeep (?:this|it|these|the)(?: \w+)? (?:secret|hidden) from the user\b|\bthe user (?:must|should|shall) (?:not|never) (?:know|find out|be told|learn)\b|\b(?:do not|don't|never) (?:let|allow) the user (?:know|notice|find out)\b/i;
const EXFIL_VERB_RE = /\b(?:send|upload|post|transmit|exfiltrate|forward|copy|leak|curl|paste|email)\b/i;
/** Local secret stores and the environment: nothing a skill legitimately sends to a remote address. */
const EXFIL_OBJECT_RE =
  /\b(?:credentials? files?|private keys?|ssh keys?|cookies|environment variables|env vars?|all (?:the )?(?:secrets|tokens|keys|credentials))\b|\.env\b|~\/\.(?:ssh|aws|kube|docker|netrc|gnupg|config\/gcloud)|\bid_(?:rsa|ed25519|ecdsa)\b|\bprocess\.env\b|os\.environ|\/etc\/(?:passwd|shadow)|\.git-credentials|\.npmrc|\.pypirc/i;
/** Weaker verbs count only with a concrete local secret (a path, the environment), never with "your SSH key". */
const EXFIL_WEAK_VERB_RE = /\b(?:include|append|attach|embed|submit)\b/i;
const EXFIL_PATH_OBJECT_RE =
  /~\/\.(?:ssh|aws|kube|docker|netrc|gnupg|config\/gcloud)|\bid_(?:rsa|ed25519|ecdsa)\b|\.env\b|\bprocess\.env\b|os\.environ|\benvironment variables\b/i;
const EXFIL_TARGET_RE =
  /\bhttps?:\/\/|\bwebhook\b|\b(?:to|at) (?:this|the following|my|our) (?:server|endpoint|url|address)\b/i;
/** Prose that describes attacks ("an attacker could send …") is documentation, not an instruction. */
const DESCRIPTIVE_RE =
  /\b(?:attacker|malicious|adversar|exploit|vulnerab|example of|such as|e\.g\.|detect|flag|prevent|never|don't|do not|avoid)\w*/i;
const COMMENT_RE = /<!--([\s\S]*?)-->/g;
/**
 * Invisible characters dropped before phrase matching, so `ign\u200bore previous instructions` still reads.
 * Keep in step with KEYWORD.invisible (find-keywords.ts).
 */
const INVISIBLE_RE = /[\u00ad\u200b-\u200d\u2060-\u2064\ufeff]/g;
/**
 * An image the client fetches on render, whose URL carries a placeholder for a secret or the conversation:
 * the agent fills it in and the fetch delivers it (a markdown image beacon).
 */
const IMAGE_BEACON_RE =
  /!\[[^\]\n]*\]\(\s*<?https?:\/\/[^)\s]*[?&/=][^)\s]*(?:(?:\{\{?|\$\{|<|%7B)\s*[\w.-]*(?:secret|key|token|passw|credential|conversation|chat|history|env|cookie|session|prompt|messages?|context)[\w.-]*\s*(?:\}\}?|>|%7D)|\$[A-Z][A-Z0-9_]*(?:SECRET|KEY|TOKEN|PASSWORD)\b)|<img\b[^>\n]*\bsrc\s*=\s*["']https?:\/\/[^"'\s]*(?:\{\{?|\$\{)\s*[\w.-]*(?:secret|key|token|passw|credential|conversation|history|env|cookie|session|prompt)/i;
const AGENT_ADDRESS_RE =
  /\b(?:you|assistant|agent|claude|model|AI|LLM)\b[^.]{0,60}\b(?:must|should|need to|have to|will|are to)\b|\b(?:always|never|immediately)\s+(?:run|execute|send|call|fetch|read|upload|include)\b/i;
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
/** A line matching `re` holds a keyword with one of `bits`: the contract `find-keywords.test.ts` checks. */
export const MARKDOWN_KEYWORD_RULES: ReadonlyArray<{ bits: number; re: RegExp }> = [
  { bits: KEYWORD.override, re: OVERRIDE_RE },
  { bits: KEYWORD.override, re: PERSONA_RE },
  { bits: KEYWORD.override, re: ROLE_TAG_RE },
  { bits: KEYWORD.conceal, re: CONCEAL_RE },
  { bits: KEYWORD.exfilObject, re: EXFIL_OBJECT_RE },
  { bits: KEYWORD.exfilTarget, re: EXFIL_TARGET_RE },
  { bits: KEYWORD.beacon, re: IMAGE_BEACON_RE },
  { bits: KEYWORD.backtick | KEYWORD.tildeFence, re: FENCE_RE },
  { bits: KEYWORD.invisible, re: INVISIBLE_RE },
];
const PROSE_KEYWORDS = KEYWORD.override | KEYWORD.conceal | KEYWORD.exfilObject | KEYWORD.beacon;
const ALL_KEYWORDS = PROSE_KEYWORDS | KEYWORD.exfilTarget | KEYWORD.backtick | KEYWORD.tildeFence;

/**
 * Markdown is read by the model as instructions, so phrasing that overrides the agent, hides actions from
 * the user or ships data away is a finding. Commands in code fences are documentation: they are checked
 * with the shell rules but capped, because real skills show `curl … | sh` installers and attack examples.
 */
export function analyzeMarkdown(ctx: FileContext, options: { entry: boolean; exhaustive?: boolean }): void {
  // Lines without a keyword of a phrase family cannot match its regexes; `exhaustive` tries every line.
  const found = options.exhaustive === true ? undefined : keywordsOf(ctx);
  const visible =
    found === undefined || found.textBits & KEYWORD.invisible ? ctx.text.replace(INVISIBLE_RE, '') : ctx.text;
  const keywords = found === undefined || visible.length === ctx.text.length ? found : findKeywords(visible);
  if (keywords !== undefined && (keywords.textBits & ALL_KEYWORDS) === 0 && !options.entry) {
    // No fence, inline command or phrase: only comments are left to check.
    checkHiddenComments(ctx, new Set());
    return;
  }
  const lines = visible.split('\n');
  const byLine = keywords === undefined ? undefined : keywordsByLine(keywords, lines);
  let beacon: boolean | undefined;
  const families = (bits: number): ProseFamilies => {
    if (bits & KEYWORD.beacon) beacon ??= visible.includes('![') || visible.includes('<img');
    return {
      override: (bits & KEYWORD.override) !== 0,
      conceal: (bits & KEYWORD.conceal) !== 0,
      exfil: (bits & KEYWORD.exfilObject) !== 0 && (bits & KEYWORD.exfilTarget) !== 0,
      beacon: (bits & KEYWORD.beacon) !== 0 && beacon === true,
    };
  };
  let fence: { marker: string; lang: string } | undefined;
  let fenceStart = 0;
  let fenceBody: string[] = [];
  const fencedLines = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    // Inline commands need a backtick in any case: `exhaustive` only lifts the prefilter.
    const bits =
      byLine === undefined ? ALL_KEYWORDS ^ (text.includes('`') ? 0 : KEYWORD.backtick) : (byLine[i] ?? 0);
    const fenceMatch = bits & (KEYWORD.backtick | KEYWORD.tildeFence) ? FENCE_RE.exec(text) : null;
    if (fence !== undefined) {
      if (fenceMatch?.[1]?.startsWith(fence.marker) && (fenceMatch[2] ?? '') === '') {
        checkFence(ctx, fenceBody, fenceStart, fence.lang, options.entry);
        fence = undefined;
      } else {
        fenceBody.push(text);
        fencedLines.add(i + 1);
        if (bits & PROSE_KEYWORDS) checkProse(ctx, text, i + 1, true, families(bits));
      }
      continue;
    }
    if (fenceMatch !== null) {
      fence = { marker: (fenceMatch[1] ?? '```').slice(0, 3), lang: (fenceMatch[2] ?? '').toLowerCase() };
      fenceStart = i + 2;
      fenceBody = [];
      continue;
    }
    if (bits & PROSE_KEYWORDS) checkProse(ctx, text, i + 1, false, families(bits));
    if (bits & KEYWORD.backtick) checkCommands(ctx, [text], i + 1, options.entry, 'in an inline command');
  }
  if (fence !== undefined) checkFence(ctx, fenceBody, fenceStart, fence.lang, options.entry);
  checkHiddenComments(ctx, fencedLines);
  if (options.entry) checkAutomaticCommands(ctx, lines);
}

/**
 * Commands the harness runs by itself, before the model reads anything: `!\`cmd\`` expansions in the body and
 * hook commands in the frontmatter. They keep the full severity of the shell rules.
 */
function checkAutomaticCommands(ctx: FileContext, lines: readonly string[]): void {
  const frontmatterEnd = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const commands: string[] = [];
    if (i < frontmatterEnd) {
      const hook = /^\s*(?:-\s*)?(?:command|run|cmd|script|exec)\s*:\s*(.+)$/.exec(text);
      if (hook?.[1] !== undefined) commands.push(hook[1]);
    } else if (text.includes('!`')) {
      for (const m of text.matchAll(/!`([^`]+)`/g)) commands.push(m[1] ?? '');
    }
    for (const command of commands) {
      for (const hit of matchShellText(command)) {
        ctx.report(hit.ruleId, {
          line: i + 1,
          severity: hit.severity,
          message: `${hit.message} (${i < frontmatterEnd ? 'hook command' : 'expanded when the skill loads'})`,
        });
      }
    }
  }
}

interface ProseFamilies {
  override: boolean;
  conceal: boolean;
  exfil: boolean;
  beacon: boolean;
}

function checkProse(
  ctx: FileContext,
  text: string,
  line: number,
  fenced: boolean,
  present: ProseFamilies,
): void {
  if (text.length < 12) return;
  const override = present.override
    ? (OVERRIDE_RE.exec(text) ?? PERSONA_RE.exec(text) ?? ROLE_TAG_RE.exec(text))
    : null;
  const conceal = present.conceal ? CONCEAL_RE.exec(text) : null;
  // A phrase inside quotes or backticks is being mentioned (threat docs, detection tables), not issued.
  // Table rows list phrases (detection tables, glossaries); they are documentation too.
  const capped = (severity: Severity, match: RegExpExecArray): Severity =>
    fenced || isQuoted(text, match.index) || /^\s*\|/.test(text) ? 'medium' : severity;
  if (override !== null) {
    ctx.report('SS-PROMPT-INJECTION', {
      line,
      severity: capped('high', override),
      message: 'tries to override the agent’s instructions',
    });
  }
  if (conceal !== null) {
    ctx.report('SS-PROMPT-INJECTION', {
      line,
      severity: capped('high', conceal),
      message: 'tells the agent to hide actions from the user',
    });
  }
  const beacon = present.beacon && !fenced ? IMAGE_BEACON_RE.exec(text) : null;
  if (beacon !== null) {
    ctx.report('SS-PROMPT-INJECTION', {
      line,
      severity: isQuoted(text, beacon.index) ? 'medium' : 'critical',
      message: 'renders an image whose URL the agent fills with secrets or the conversation (data beacon)',
    });
  }
  // Commands in code blocks are judged by the shell rules; this is about prose the agent would follow.
  if (
    present.exfil &&
    !fenced &&
    EXFIL_OBJECT_RE.test(text) &&
    (EXFIL_VERB_RE.test(text) || (EXFIL_WEAK_VERB_RE.test(text) && EXFIL_PATH_OBJECT_RE.test(text))) &&
    EXFIL_TARGET_RE.test(text)
  ) {
    const quoted = /`[^`]*https?:\/\/[^`]*`/.test(text) || DESCRIPTIVE_RE.test(text);
    ctx.report('SS-PROMPT-INJECTION', {
      line,
      severity: quoted ? 'medium' : 'critical',
      message: 'instructs the agent to send secrets or credentials to a remote address',
    });
  }
}

function checkFence(ctx: FileContext, body: string[], firstLine: number, lang: string, entry: boolean): void {
  if (!/^(?:|bash|sh|shell|zsh|console|terminal|shell-session|sh-session|text)$/.test(lang)) return;
  checkCommands(ctx, body, firstLine, entry, 'in a documentation code block');
}

/**
 * Commands in SKILL.md are what the agent is told to run, so they rank one step below the same command
 * in a script; in reference documents they are examples (attack write-ups, installer notes) and rank two.
 */
function checkCommands(
  ctx: FileContext,
  lines: string[],
  firstLine: number,
  entry: boolean,
  where: string,
): void {
  for (let i = 0; i < lines.length; i++) {
    for (const hit of matchShellText(lines[i] ?? '')) {
      const severity: Severity = entry
        ? hit.severity === 'critical'
          ? 'high'
          : 'medium'
        : hit.severity === 'critical' || hit.severity === 'high'
          ? 'medium'
          : 'low';
      ctx.report(hit.ruleId, { line: firstLine + i, severity, message: `${hit.message} (${where})` });
    }
  }
}

function isQuoted(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const count = (re: RegExp): number => before.match(re)?.length ?? 0;
  return (
    count(/"/g) % 2 === 1 ||
    count(/`/g) % 2 === 1 ||
    count(/[“”]/g) % 2 === 1 ||
    /[“'([]$/.test(before.trimEnd())
  );
}

function checkHiddenComments(ctx: FileContext, fencedLines: ReadonlySet<number>): void {
  if (!ctx.text.includes('<!--')) return;
  for (const match of ctx.text.matchAll(COMMENT_RE)) {
    const body = match[1] ?? '';
    if (body.trim().length < 12) continue;
    const index = match.index ?? 0;
    const line = ctx.lineAt(index);
    // Shown as code (fenced or in backticks), the comment is visible to the reader, hence not hidden.
    if (fencedLines.has(line) || ctx.text[index - 1] === '`') continue;
    const severe =
      OVERRIDE_RE.test(body) ||
      CONCEAL_RE.test(body) ||
      (EXFIL_VERB_RE.test(body) && EXFIL_OBJECT_RE.test(body));
    if (severe) {
      ctx.report('SS-PROMPT-INJECTION', {
        line,
        severity: 'critical',
        message: 'hidden HTML comment carries instructions for the agent that the user never sees',
      });
    } else if (AGENT_ADDRESS_RE.test(body)) {
      ctx.report('SS-PROMPT-INJECTION', {
        line,
        severity: 'medium',
        message: 'hidden HTML comment addresses the agent directly',
      });
    }
  }
}
