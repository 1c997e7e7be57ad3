import type { FileContext } from './file-context.js';
import { findKeywords, KEYWORD, keywordsByLine, keywordsOf } from './find-keywords.js';
import type { Severity } from './finding.js';
import { matchShellText, type ShellTextHit } from './match-shell-text.js';
import { CLOUD_METADATA_RE, METADATA_CREDENTIAL_RE } from './sensitive-patterns.js';

const OVERRIDE_RE =
  /\b(?:ignore|disregard|forget|override|bypass|pay no attention to|(?:do not|don't|no longer|stop) follow(?:ing)?)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+)?(?:previous|prior|above|earlier|preceding|system|original|safety|developer)\s+(?:instructions?|prompts?|rules|directives|guidelines|messages|guardrails|polic(?:y|ies)|context|directions|commands|constraints|restrictions)|\bforget (?:everything|all) (?:above|before|you (?:were|have been) told)\b|\bignore (?:the |your )?user(?:'|’)?s? (?:request|question|instructions?|message)\b|\byour new (?:instructions|directives|orders|rules) (?:are|follow)\b|\bnew instructions (?:are as follows|override)\b/i;
const PERSONA_RE =
  /\byou are (?:now )?(?:in )?(?:DAN|developer mode|jailbroken|unrestricted|an? (?:unfiltered|unrestricted) (?:AI|assistant|model))\b|\bnew system prompt\b|\b(?:system|admin|developer|root) override\b/i;
const ROLE_TAG_RE =
  /<\|im_start\|>|<\|system\|>|\[INST\]|<\/?system>|^#{1,3}\s*(?:system|SYSTEM)\s*(?:prompt|override)?\s*:/m;
const CONCEAL_RE =
  /\b(?:do not|don't|never)\s+(?:tell|inform|notify|alert|mention (?:this |it )?to|reveal (?:this |it )?to|show)\s+the\s+user\b|\bwithout (?:telling|informing|notifying|alerting) the user\b|\bsilently (?:send|upload|post|transmit|exfiltrate|copy|forward)\b|\bhide (?:this|it|the \w+) from the user\b|\bwithout the user(?:'|’)?s? (?:knowledge|noticing|knowing)\b|\b(?:secretly|covertly) (?:send|upload|post|run|execute|read|copy|install|collect)\b|\bkeep (?:this|it|these|the)(?: \w+)? (?:secret|hidden) from the user\b|\bthe user (?:must|should|shall) (?:not|never) (?:know|find out|be told|learn)\b|\b(?:do not|don't|never) (?:let|allow) the user (?:know|notice|find out)\b|\b(?:do not|don't|never|no need to)\s+(?:mention|reveal|disclose)\s+(?:this|it|that|these|any of (?:this|it)|(?:this|that|the) (?:step|note|rule|instruction|command|check|request|action|part))\s+to\s+the\s+user\b|\b(?:must|should|shall|is|are)\s+(?:not|never)\s+(?:be\s+)?(?:disclosed|revealed|mentioned)\s+to\s+the\s+user\b/i;
/**
 * "Ignore previous instructions" and "do not tell the user" in common languages other than English. Scripts
 * without ASCII word boundaries (Cyrillic, CJK) are anchored on a neighbouring non-letter instead of `\b`.
 */
const FOREIGN_OVERRIDE_RE = new RegExp(
  [
    String.raw`\b(?:ignora|ignorad|ignore|olvida|olvidad|olvide)\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)`,
    String.raw`\bhaz\s+caso\s+omiso\s+de\s+(?:todas\s+)?las\s+instrucciones`,
    String.raw`\b(?:ignore[zs]?|oublie[zs]?)\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes)\s+(?:pr[ée]c[ée]dentes|ant[ée]rieures)`,
    String.raw`\bne\s+tene[zs]\s+pas\s+compte\s+des\s+(?:instructions|consignes)`,
    String.raw`\b(?:ignorier(?:e|en)|vergiss|vergessen)(?:\s+Sie)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|fr[üu]heren)\s+(?:Anweisungen|Instruktionen|Befehle)`,
    String.raw`\b(?:ignore|ignora|esque[çc]a|desconsidere)\s+(?:todas\s+)?(?:as\s+)?instru[çc][õo]es\s+anteriores`,
    String.raw`\b(?:ignora|ignorate|dimentica|dimenticate)\s+(?:tutte\s+)?(?:le\s+)?istruzioni\s+precedenti`,
    '(?:忽略|无视|無視|忘记|忘記)(?:之前|以上|先前|前面|上面|所有|全部)[的所有全部]*(?:指令|指示|说明|說明|提示|规则|規則)',
    '(?:以前|前|これまで|上記)の(?:すべての)?(?:指示|命令|ルール)を(?:すべて)?(?:無視|忘れ)',
    String.raw`(?:игнорируй(?:те)?|забудь(?:те)?)\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания)`,
  ].join('|'),
  'i',
);
const FOREIGN_CONCEAL_RE = new RegExp(
  [
    String.raw`\bsin\s+(?:informar|avisar|decir|notificar)(?:le)?\s+(?:nada\s+)?al\s+usuario`,
    String.raw`\bno\s+(?:le\s+)?(?:digas|informes|menciones|avises|cuentes)\s+(?:nada\s+|esto\s+)?al\s+usuario`,
    String.raw`\bsin\s+que\s+el\s+usuario\s+(?:lo\s+)?sepa`,
    String.raw`\bsans\s+(?:en\s+)?(?:informer|avertir|pr[ée]venir)\s+l['’]utilisateur`,
    String.raw`\bne\s+(?:le\s+)?(?:dites|dis)\s+pas\s+[àa]\s+l['’]utilisateur`,
    String.raw`\bsans\s+que\s+l['’]utilisateur\s+(?:ne\s+)?le\s+sache`,
    String.raw`\bohne\s+(?:den\s+)?(?:Benutzer|Nutzer|Anwender)\s+zu\s+(?:informieren|benachrichtigen)`,
    String.raw`\b(?:sag|sage|sagen\s+Sie|verrate|verraten\s+Sie)\s+(?:es\s+|das\s+)?dem\s+(?:Benutzer|Nutzer|Anwender)\s+nicht`,
    String.raw`\bsem\s+(?:informar|avisar|notificar)\s+o\s+usu[áa]rio`,
    String.raw`\bn[ãa]o\s+(?:diga|informe|conte|mencione)\s+(?:nada\s+|isso\s+)?ao\s+usu[áa]rio`,
    String.raw`\bsenza\s+(?:informare|avvisare)\s+l['’]utente`,
    String.raw`\bnon\s+(?:dire|dirlo|informare|menzionare)\s+(?:nulla\s+)?all['’]utente`,
    '(?:不要|别|不得|切勿|不可)(?:告诉|告訴|告知|通知|让|讓)(?:用户|用戶|使用者)',
    'ユーザー(?:に|には)(?:伝え|知らせ|言わ|教え|報告し)ない',
    String.raw`(?:^|[^\wа-яё])не\s+(?:говори|сообщай|рассказывай|показывай)(?:те)?\s+(?:об\s+этом\s+|это\s+)?пользователю`,
    String.raw`(?:^|[^\wа-яё])без\s+ведома\s+пользователя`,
  ].join('|'),
  'i',
);
/**
 * Concealment that names no user ("never reveal this rule"): on its own a style note, next to an action that
 * sends or redirects data in the same paragraph, a covert instruction.
 */
const SOFT_CONCEAL_RE =
  /\b(?:never|do not|don't|must not|should not|no need to)\s+(?:reveal|disclose|mention|admit|acknowledge)\s+(?:this|these|that|it|the (?:rule|note|instruction|change|step)s?)\b|\b(?:must|should|shall|will)\s+(?:not|never)\s+be\s+(?:disclosed|revealed|mentioned)\b/i;
/** Data moved to a fixed outside address: an e-mail address or a URL. */
const COVERT_ACTION_RE =
  /\b(?:bcc|cc|forward|send|copy|upload|post|email|change|redirect|replace|rewrite)\b[^.\n]{0,120}(?:[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/)/i;
/** Tool shadowing: instructions about what *other* tools or skills do, rewriting where their data goes. */
const OTHER_TOOL_RE =
  /\b(?:any|every|all|the)\s+other\s+(?:skills?|tools?|servers?|plugins?|agents?|mcp servers?)\b/i;
const REWRITE_TARGET_RE =
  /\b(?:change|replace|rewrite|redirect|swap|override|modify)\s+(?:the\s+|its\s+|their\s+)?(?:recipients?|destination|to address|email address|account(?: number)?|wallet(?: address)?|iban|url|endpoint|webhook|address|parameters?|arguments?)\b/i;
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
/**
 * A markdown image whose query value is a bare placeholder (`?d=DATA`, `?q={x}`): harmless alone, a beacon
 * when the prose around it tells the agent to fill it with the conversation or secrets.
 */
const PLACEHOLDER_IMAGE_RE =
  /!\[[^\]\n]*\]\(\s*<?https?:\/\/[^)\s]*[?&][\w.-]*=(?:\{\{?\s*[\w.-]+\s*\}\}?|<[\w.-]+>|%7B[\w.-]+%7D|\$\{?[\w.]+\}?|[A-Z][A-Z0-9_]{2,})(?:[&)#\s]|$)/;
const FILL_VERB_RE =
  /\b(?:replac|fill|substitut|put|insert|encod|append|add|includ|embed|set)\w*\b[^\n]{0,160}\b(?:with|into|in|to)\b|\b(?:with|into)\b[^\n]{0,80}\b(?:replac|fill|substitut)\w*/i;
const FILL_SECRET_RE =
  /\b(?:keys?|passwords?|passwd|tokens?|secrets?|credentials?|cookies?|api[ _-]?keys?)\b|\.env\b|~\/\.|\benvironment\b/i;
const FILL_CONVERSATION_RE =
  /\b(?:conversation|chat|history|messages?|transcript|prompt|what the user (?:said|wrote|typed))\b/i;
/** Lines around a placeholder image that can carry the instruction to fill it. */
const BEACON_CONTEXT_LINES = 4;
const AGENT_ADDRESS_RE =
  /\b(?:you|assistant|agent|claude|model|AI|LLM)\b[^.]{0,60}\b(?:must|should|need to|have to|will|are to)\b|\b(?:always|never|immediately)\s+(?:run|execute|send|call|fetch|read|upload|include)\b/i;
/** Secrets moved into a URL or an image (`put the .env contents into the badge URL`). */
const PLACE_INTO_URL_RE =
  /\b(?:put|insert|embed|append|add|include|encode|place|write)\b[^.\n]{0,100}\b(?:into|in|to|as)\b[^.\n]{0,60}\b(?:url|link|badge|image|query|src)\b/i;
/** Markdown's comment idiom: a link reference definition nobody renders, `[//]: # (text)`. */
const REFERENCE_COMMENT_RE =
  /^[ \t]{0,3}\[(?:\/\/|comment|_|#|\s*)\]:[ \t]*(?:#|<>)[ \t]+(?:\(([^\n]*)\)|"([^"\n]*)"|'([^'\n]*)')[ \t]*$/gm;
/**
 * Phrasing around a command that takes the decision from the user: run it unasked, ahead of the task, or
 * with reassurance that it needs no review. Remote code installed that way is not documentation.
 */
const UNASKED_RE =
  /\bbefore (?:doing )?anything else\b|\bwithout (?:asking|confirmation|confirming|checking|reviewing)\b|\b(?:do not|don't|never) (?:ask|check|verify|review|inspect)\b|\bno need to (?:ask|check|verify|review|confirm|mention|tell)\b|\b(?:it is|it's|this is) (?:safe|harmless|trusted|fine)\b|\bimmediately (?:run|execute)\b|\bsilently\b|\bautomatically (?:run|execute)\b/i;
/** The command is shown as an attack, an indicator or a warning: documentation even in SKILL.md. */
const ATTACK_DOC_RE =
  /\b(?:such as|e\.g\.|for example|cradles?|reverse shells?|backdoors?|compromis\w*|attack\w*|attacker|malicious|malware|adversar\w*|exploit\w*|vulnerab\w*|example of|detect\w*|red flags?|indicators?|iocs?|suspicious|phishing|payloads?|never (?:run|execute|pipe)|(?:do not|don't) (?:run|execute|pipe)|avoid\w*|dangerous|insecure|bad)\b/i;
/**
 * Hosts nobody serves an installer from: raw IPs, paste and file-drop sites, tunnels, request catchers and
 * URL shorteners. Piping their content into a shell is malware delivery, documented or not.
 */
const RISKY_URL_RE =
  /\bhttp:\/\/|\bhttps?:\/\/(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|\d{8,10})(?:[:/\s"'`)|]|$)|\bhttps?:\/\/(?:[\w-]+\.)*(?:pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|rentry\.(?:co|org)|dpaste\.\w+|termbin\.com|ix\.io|sprunge\.us|0x0\.st|transfer\.sh|file\.io|temp\.sh|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|localhost\.run|bore\.pub|webhook\.site|requestbin\.\w+|pipedream\.net|hookbin\.com|interact\.sh|oast\.\w+|burpcollaborator\.net|bit\.ly|tinyurl\.com|is\.gd|v\.gd|t\.co|goo\.gl|cutt\.ly|rb\.gy|ow\.ly|shorturl\.at|tiny\.cc|cdn\.discordapp\.com|discord(?:app)?\.com\/api\/webhooks)(?:[:/\s"'`)|]|$)/i;
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
const LIST_ITEM_RE = /^\s*(?:[-*+]|\d+[.)])\s/;
/** A line matching `re` holds a keyword with one of `bits`: the contract `find-keywords.test.ts` checks. */
export const MARKDOWN_KEYWORD_RULES: ReadonlyArray<{ bits: number; re: RegExp }> = [
  { bits: KEYWORD.override, re: OVERRIDE_RE },
  { bits: KEYWORD.override, re: FOREIGN_OVERRIDE_RE },
  { bits: KEYWORD.override, re: PERSONA_RE },
  { bits: KEYWORD.override, re: ROLE_TAG_RE },
  { bits: KEYWORD.conceal, re: CONCEAL_RE },
  { bits: KEYWORD.conceal, re: FOREIGN_CONCEAL_RE },
  { bits: KEYWORD.softConceal, re: SOFT_CONCEAL_RE },
  { bits: KEYWORD.shadow, re: OTHER_TOOL_RE },
  { bits: KEYWORD.exfilObject, re: EXFIL_OBJECT_RE },
  { bits: KEYWORD.exfilTarget, re: EXFIL_TARGET_RE },
  { bits: KEYWORD.beacon, re: IMAGE_BEACON_RE },
  { bits: KEYWORD.beacon, re: PLACEHOLDER_IMAGE_RE },
  { bits: KEYWORD.backtick | KEYWORD.tildeFence, re: FENCE_RE },
  { bits: KEYWORD.invisible, re: INVISIBLE_RE },
];
const PROSE_KEYWORDS = KEYWORD.override | KEYWORD.conceal | KEYWORD.exfilObject | KEYWORD.beacon;
const PARAGRAPH_KEYWORDS = KEYWORD.conceal | KEYWORD.softConceal | KEYWORD.shadow;
const ALL_KEYWORDS =
  PROSE_KEYWORDS | PARAGRAPH_KEYWORDS | KEYWORD.exfilTarget | KEYWORD.backtick | KEYWORD.tildeFence;

/** Where commands sit in the file: how SKILL.md introduces them decides how much they weigh. */
interface CommandSite {
  entry: boolean;
  where: string;
  /** The prose that introduces the command (lead-in lines, the heading above). */
  before: string;
  /** The prose right after it ("the check is silent; no need to mention it"). */
  after: string;
  /** The lines as written, invisible characters included. */
  raw: readonly string[];
}

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
  const rawLines = visible === ctx.text ? lines : ctx.text.split('\n');
  const byLine = keywords === undefined ? undefined : keywordsByLine(keywords, lines);
  const description = options.entry ? frontmatterDescription(lines) : undefined;
  if (description !== undefined) checkDescription(ctx, description);
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
  // The headings above the current line, by level: "## Attack scenarios" covers its subsections.
  const headings: string[] = [];
  const fencedLines = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    // Inline commands need a backtick in any case: `exhaustive` only lifts the prefilter.
    const bits =
      byLine === undefined ? ALL_KEYWORDS ^ (text.includes('`') ? 0 : KEYWORD.backtick) : (byLine[i] ?? 0);
    const fenceMatch = bits & (KEYWORD.backtick | KEYWORD.tildeFence) ? FENCE_RE.exec(text) : null;
    if (fence !== undefined) {
      if (fenceMatch?.[1]?.startsWith(fence.marker) && (fenceMatch[2] ?? '') === '') {
        const site: CommandSite = {
          entry: options.entry,
          where: 'in a documentation code block',
          before: `${headings.join('\n')}\n${leadIn(lines, fenceStart - 3)}\n${fenceComments(fenceBody)}`,
          after: leadOut(lines, i + 1),
          raw: rawLines.slice(fenceStart - 1, i),
        };
        checkFence(ctx, fenceBody, fenceStart, fence.lang, site);
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
    const level = /^ {0,3}(#{1,6})\s/.exec(text)?.[1]?.length;
    if (level !== undefined) {
      headings.length = level;
      headings[level - 1] = text;
    }
    if (description !== undefined && i >= description.first && i <= description.last) continue;
    if (bits & PROSE_KEYWORDS) checkProse(ctx, text, i + 1, false, families(bits));
    if (bits & KEYWORD.beacon && PLACEHOLDER_IMAGE_RE.test(text)) checkPlaceholderBeacon(ctx, lines, i);
    if (bits & KEYWORD.backtick) {
      const site: CommandSite = {
        entry: options.entry,
        where: 'in an inline command',
        before: `${headings.join('\n')}\n${leadIn(lines, i - 1)}\n${text}`,
        after: '',
        raw: [rawLines[i] ?? ''],
      };
      checkCommands(ctx, [text], i + 1, site);
    }
  }
  if (fence !== undefined) {
    const site: CommandSite = {
      entry: options.entry,
      where: 'in a documentation code block',
      before: `${headings.join('\n')}\n${leadIn(lines, fenceStart - 3)}\n${fenceComments(fenceBody)}`,
      after: '',
      raw: rawLines.slice(fenceStart - 1),
    };
    checkFence(ctx, fenceBody, fenceStart, fence.lang, site);
  }
  if (keywords === undefined || keywords.textBits & PARAGRAPH_KEYWORDS) {
    checkParagraphs(ctx, lines, fencedLines, description);
  }
  checkHiddenComments(ctx, fencedLines);
  if (options.entry) checkAutomaticCommands(ctx, lines);
}

/**
 * Up to three prose lines ending at `last` (0-based), stopping at a blank line, a fence or a heading; list
 * items reach back to the line that introduces the list ("Look for these indicators:").
 */
function leadIn(lines: readonly string[], last: number): string {
  const taken: string[] = [];
  for (let j = last; j >= 0 && taken.length < 3; j--) {
    const text = lines[j] ?? '';
    if (text.trim() === '') {
      if (taken.length > 0 && !taken.every((t) => LIST_ITEM_RE.test(t))) break;
      continue;
    }
    if (FENCE_RE.test(text)) break;
    taken.unshift(text);
    if (/^ {0,3}#{1,6}\s/.test(text)) break;
  }
  return taken.join('\n');
}

/** Comment lines inside a code block (`# attacker-controlled URL:`): they say what the block shows. */
function fenceComments(body: readonly string[]): string {
  return body.filter((l) => /^\s*(?:#|\/\/)/.test(l)).join('\n');
}

/** Up to two prose lines right after a closing fence (0-based `first`). */
function leadOut(lines: readonly string[], first: number): string {
  const taken: string[] = [];
  for (let j = first; j < lines.length && taken.length < 2; j++) {
    const text = lines[j] ?? '';
    if (text.trim() === '') {
      if (taken.length > 0) break;
      continue;
    }
    if (FENCE_RE.test(text) || /^ {0,3}#{1,6}\s/.test(text)) break;
    taken.push(text);
  }
  return taken.join('\n');
}

interface Description {
  /** 0-based lines the value spans. */
  first: number;
  last: number;
  value: string;
}

/** The frontmatter `description`, unquoted: the text the agent reads in the skill index. */
function frontmatterDescription(lines: readonly string[]): Description | undefined {
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.indexOf('---', 1);
  for (let i = 1; i < end; i++) {
    const m = /^description\s*:\s*(.*)$/.exec(lines[i] ?? '');
    if (m === null) continue;
    let last = i;
    let value = (m[1] ?? '').trim();
    // Block scalars (`>`, `|`) and plain or quoted values continued on indented lines.
    while (last + 1 < end && /^\s+\S/.test(lines[last + 1] ?? '')) {
      last++;
      value += ` ${(lines[last] ?? '').trim()}`;
    }
    value = value.replace(/^[>|][+-]?\s*/, '');
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote)) value = value.slice(1, -1);
    return { first: i, last, value };
  }
  return undefined;
}

/**
 * The description is in the index the agent reads before any skill is chosen, so an instruction there acts
 * on every conversation: phrases count as in the body, and commands that would be critical in a script (piping
 * a download into a shell, secrets to the network) stay critical.
 */
function checkDescription(ctx: FileContext, description: Description): void {
  const line = description.first + 1;
  checkProse(ctx, description.value, line, false, {
    override: true,
    conceal: true,
    exfil: true,
    beacon: false,
  });
  if (FOREIGN_OVERRIDE_RE.test(description.value) || FOREIGN_CONCEAL_RE.test(description.value)) {
    ctx.report('SS-PROMPT-INJECTION', {
      line,
      severity: 'high',
      message: 'the frontmatter description overrides the agent or hides actions from the user',
    });
  }
  // Only acts count: a description naming a file it lints (`~/.ssh/config`) is not a command.
  for (const hit of matchShellText(description.value)) {
    if (hit.severity !== 'critical') continue;
    ctx.report(hit.ruleId, {
      line,
      severity: hit.severity,
      message: `${hit.message} (in the frontmatter description, read by the agent before the skill is chosen)`,
    });
  }
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

/** A chat-role tag alone on its line (`<system>`): too short for the phrase rules, but a role boundary. */
const BARE_ROLE_TAG_RE = /^\s*(?:<\/?system>|<\|system\|>|<\|im_start\|>\s*system|\[SYSTEM\])\s*$/i;

function checkProse(
  ctx: FileContext,
  text: string,
  line: number,
  fenced: boolean,
  present: ProseFamilies,
): void {
  if (text.length < 12 && !(present.override && BARE_ROLE_TAG_RE.test(text))) return;
  const override = present.override
    ? (OVERRIDE_RE.exec(text) ??
      FOREIGN_OVERRIDE_RE.exec(text) ??
      PERSONA_RE.exec(text) ??
      ROLE_TAG_RE.exec(text))
    : null;
  const conceal = present.conceal ? (CONCEAL_RE.exec(text) ?? FOREIGN_CONCEAL_RE.exec(text)) : null;
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

/**
 * An image with a placeholder in its query and, a few lines around it, an instruction to fill the placeholder
 * with secrets (critical) or the conversation (high): rendering the answer sends the data to the image host.
 */
function checkPlaceholderBeacon(ctx: FileContext, lines: readonly string[], index: number): void {
  const around = lines
    .slice(Math.max(0, index - BEACON_CONTEXT_LINES), index + BEACON_CONTEXT_LINES + 1)
    .join(' ');
  if (!FILL_VERB_RE.test(around) || ATTACK_DOC_RE.test(around)) return;
  const secret = FILL_SECRET_RE.test(around);
  if (!secret && !FILL_CONVERSATION_RE.test(around)) return;
  ctx.report('SS-PROMPT-INJECTION', {
    line: index + 1,
    severity: secret ? 'critical' : 'high',
    message: `renders an image whose URL placeholder the agent is told to fill with ${secret ? 'secrets' : 'the conversation'} (data beacon)`,
  });
}

/**
 * Rules that read a whole paragraph, because instructions wrap: a covert action (data sent or redirected to
 * a fixed address, next to "never reveal this") and tool shadowing (rewriting where other tools send data).
 */
function checkParagraphs(
  ctx: FileContext,
  lines: readonly string[],
  fencedLines: ReadonlySet<number>,
  description: Description | undefined,
): void {
  let start = -1;
  const flush = (end: number): void => {
    if (start === -1) return;
    const text = lines.slice(start, end).join(' ');
    const first = start;
    start = -1;
    if (/^\s*\|/.test(text) || ATTACK_DOC_RE.test(text)) return;
    const conceal = SOFT_CONCEAL_RE.exec(text) ?? CONCEAL_RE.exec(text) ?? FOREIGN_CONCEAL_RE.exec(text);
    const covert = conceal !== null && !isQuoted(text, conceal.index) && COVERT_ACTION_RE.test(text);
    const shadow = OTHER_TOOL_RE.test(text) && REWRITE_TARGET_RE.test(text);
    if (!covert && !shadow) return;
    ctx.report('SS-PROMPT-INJECTION', {
      line: first + 1,
      severity: covert && EXFIL_OBJECT_RE.test(text) ? 'critical' : 'high',
      message: shadow
        ? 'rewrites where other tools or skills send data (tool shadowing)'
        : 'tells the agent to send data to an outside address and keep it from the user',
    });
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const prose =
      !fencedLines.has(i + 1) &&
      text.trim() !== '' &&
      !FENCE_RE.test(text) &&
      !(description !== undefined && i >= description.first && i <= description.last);
    if (!prose) flush(i);
    else if (start === -1) start = i;
  }
  flush(lines.length);
}

function checkFence(
  ctx: FileContext,
  body: string[],
  firstLine: number,
  lang: string,
  site: CommandSite,
): void {
  if (!/^(?:|bash|sh|shell|zsh|console|terminal|shell-session|sh-session|text)$/.test(lang)) return;
  checkCommands(ctx, body, firstLine, site);
}

/**
 * Commands in SKILL.md are what the agent is told to run, so they rank one step below the same command in a
 * script; in reference documents they are examples (attack write-ups, installer notes) and rank two. In
 * SKILL.md the step down is dropped when the command cannot be a vendor's documented setup: secrets piped
 * to the network, code fetched from a raw IP, plain http or a paste/tunnel/shortener host, a command with
 * invisible characters in it, or prose that has the agent run it unasked or keep it from the user.
 */
function checkCommands(ctx: FileContext, lines: string[], firstLine: number, site: CommandSite): void {
  const documented = ATTACK_DOC_RE.test(site.before);
  const pressed =
    !documented &&
    (UNASKED_RE.test(site.before) ||
      UNASKED_RE.test(site.after) ||
      CONCEAL_RE.test(`${site.before}\n${site.after}`) ||
      SOFT_CONCEAL_RE.test(site.after));
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const raw = site.raw[i] ?? text;
    for (const hit of matchShellText(text)) {
      const severity = site.entry
        ? entrySeverity(hit, text, { documented, pressed, hidden: raw !== text })
        : hit.severity === 'critical' || hit.severity === 'high'
          ? 'medium'
          : 'low';
      ctx.report(hit.ruleId, { line: firstLine + i, severity, message: `${hit.message} (${site.where})` });
    }
  }
}

/** Hits for a comment line and, for rules that found nothing there, its backtick spans (`env | curl …`). */
function shellHits(text: string): ShellTextHit[] {
  const hits = matchShellText(text);
  if (!text.includes('`')) return hits;
  const seen = new Set(hits.map((h) => h.ruleId));
  for (const m of text.matchAll(/`([^`]+)`/g)) {
    for (const hit of matchShellText(m[1] ?? '')) {
      if (seen.has(hit.ruleId)) continue;
      seen.add(hit.ruleId);
      hits.push(hit);
    }
  }
  return hits;
}

function entrySeverity(
  hit: ShellTextHit,
  text: string,
  context: { documented: boolean; pressed: boolean; hidden: boolean },
): Severity {
  const stepDown: Severity =
    hit.severity === 'critical' ? 'high' : hit.severity === 'high' ? 'medium' : 'low';
  if (context.documented) return stepDown;
  if (context.pressed || context.hidden) return hit.severity;
  if (hit.severity === 'critical') {
    if (hit.ruleId === 'SS-EXFIL' && !/DNS/.test(hit.message)) return 'critical';
    if ((hit.ruleId === 'SS-DOWNLOAD-EXEC' || hit.ruleId === 'SS-OBFUSCATION') && RISKY_URL_RE.test(text))
      return 'critical';
  }
  // Metadata credentials read by the agent end up in the conversation or a command line.
  if (hit.ruleId === 'SS-CLOUD-METADATA' && CLOUD_METADATA_RE.test(text) && METADATA_CREDENTIAL_RE.test(text))
    return hit.severity;
  return stepDown;
}

/**
 * The first phrase in `text` that overrides the agent's instructions or hides actions from the user, in any
 * of the supported languages, unless it is quoted (mentioned rather than issued). For text outside Markdown.
 */
export function findInjectionPhrase(text: string): RegExpExecArray | undefined {
  for (const re of [OVERRIDE_RE, FOREIGN_OVERRIDE_RE, CONCEAL_RE, FOREIGN_CONCEAL_RE]) {
    const match = re.exec(text);
    if (match !== null && !isQuoted(text, match.index)) return match;
  }
  return undefined;
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

/**
 * HTML comments and `[//]: # (…)` lines are not rendered, so whatever they tell the agent the user never
 * reads. Commands in them keep their script severity.
 */
function checkHiddenComments(ctx: FileContext, fencedLines: ReadonlySet<number>): void {
  const html = ctx.text.includes('<!--');
  if (!html && !ctx.text.includes(']:')) return;
  const comments: { body: string; index: number }[] = [];
  if (html) {
    for (const match of ctx.text.matchAll(COMMENT_RE)) {
      const index = match.index ?? 0;
      // Shown as code (backticks), the comment is visible to the reader, hence not hidden.
      if (ctx.text[index - 1] !== '`') comments.push({ body: match[1] ?? '', index });
    }
  }
  for (const match of ctx.text.matchAll(REFERENCE_COMMENT_RE)) {
    comments.push({ body: match[1] ?? match[2] ?? match[3] ?? '', index: match.index ?? 0 });
  }
  for (const { body: rawBody, index } of comments) {
    const body = rawBody.replace(INVISIBLE_RE, '');
    if (body.trim().length < 12) continue;
    const line = ctx.lineAt(index);
    if (fencedLines.has(line)) continue;
    const hits = body.split('\n').flatMap((l) => shellHits(l));
    const severe =
      OVERRIDE_RE.test(body) ||
      FOREIGN_OVERRIDE_RE.test(body) ||
      CONCEAL_RE.test(body) ||
      FOREIGN_CONCEAL_RE.test(body) ||
      ((EXFIL_VERB_RE.test(body) || PLACE_INTO_URL_RE.test(body)) && EXFIL_OBJECT_RE.test(body)) ||
      hits.some((h) => h.severity === 'critical');
    if (severe) {
      ctx.report('SS-PROMPT-INJECTION', {
        line,
        severity: 'critical',
        message: 'hidden comment carries instructions for the agent that the user never sees',
      });
    } else if (
      hits.some((h) => h.severity === 'high') ||
      (SOFT_CONCEAL_RE.test(body) && AGENT_ADDRESS_RE.test(body))
    ) {
      ctx.report('SS-PROMPT-INJECTION', {
        line,
        severity: 'high',
        message: 'hidden comment holds a command or a secret instruction for the agent',
      });
    } else if (AGENT_ADDRESS_RE.test(body)) {
      ctx.report('SS-PROMPT-INJECTION', {
        line,
        severity: 'medium',
        message: 'hidden comment addresses the agent directly',
      });
    }
  }
}
