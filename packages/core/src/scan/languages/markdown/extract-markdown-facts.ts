import type { Fact, InstructionFact, Taint, Unit } from '../../facts.js';
import { isSensitivePath } from '../../sensitive-paths.js';
import { CLOUD_METADATA_RE, METADATA_CREDENTIAL_RE, WHOLE_REPOSITORY_RE } from '../../sensitive-patterns.js';
import type { ExtractContext, LanguageExtractor } from '../language-extractor.js';
import {
  CONCEAL,
  CREDENTIAL_STORE,
  DISABLE_SAFETY,
  FOLLOW_VERB,
  INSTRUCTION_WORD,
  namesEnvironment,
  READ_VERB,
  SECRET_WORD,
  SEND_VERB,
} from './action-classes.js';
import {
  buildPhrasePrefilter,
  EVERY_PHRASE,
  type PhraseHits,
  type PhrasePrefilter,
} from './build-phrase-prefilter.js';
import { INSTRUCTION_PHRASES as P } from './instruction-phrases.js';
import { lineAt, readSegments, type Segment } from './read-segments.js';

type Intent = InstructionFact['intent'];

/**
 * Commands that make a new key pair (`ssh-keygen … -f ./deploy_key`, `gpg --quick-gen-key`, `openssl genpkey`,
 * `age-keygen`, `wg genkey`): a document that runs one has a private key of its own to hand on.
 */
const KEY_GENERATION_RE =
  /\bssh-keygen\b(?![^\n]*\s-[ylFRHc]\b)|\bgpg2?\s+--(?:quick-|full-)?gen(?:erate)?-key\b|\bopenssl\s+(?:genrsa|genpkey|ecparam\s+-genkey)\b|\bage-keygen\b|\bwg\s+genkey\b|\bminisign\s+-G\b/;
/** A key called the user's ("your private key", "tu clave privada"), or named by the user's own key file. */
const USERS_KEY_RE =
  /\b(?:your|their|the user['’]s|tu|tus|su|sus|votre|vos|ton|tes|dein\w*|ihr\w*|seu|sua|seus|suas|tuo|tua|vostr\w)\s+(?:\w+\s+)?$/i;
const USER_KEY_FILE_RE = /~\/\.ssh\/|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.gnupg\b/;

/**
 * "Copy the private key to the server through the team's secret manager", after the document generated a
 * key pair: the key is the one the skill just made for this use, not one of the user's; it is still said
 * to be handled, so it counts as a mention. A key file of the user's, or one called theirs, is not that.
 */
function generatedKey(text: string, credential: RegExpExecArray): boolean {
  if (!/priv|приват|закрыт|秘密鍵|私钥|私鑰|개인/i.test(credential[0])) return false;
  const before = text.slice(Math.max(0, credential.index - 24), credential.index);
  return !USERS_KEY_RE.test(before) && !USER_KEY_FILE_RE.test(text);
}

/** Headings that file what follows under attacks: a threat write-up quotes what it warns about. */
const ATTACK_HEADING_RE =
  /\b(?:attacks?|attackers?|malicious|threats?|red flags?|anti-?patterns?|indicators?|injection|jailbreaks?|reverse shells?|detection (?:rules?|engineering)|what not to do|don'?ts|never|avoid|examples? of (?:bad|malicious))\b/i;
/** Files of secrets sent whole: named as what to ship, they count like key files. */
const LOCAL_SECRET_FILE_RE = /~\/\.(?:ssh|aws|gnupg|kube|docker)\b|\bssh keys?\b|(?:^|[\s`'"(/])\.env\b/i;
/** Verbs that send only with a concrete local secret (a path, the environment), never with "your key". */
/**
 * A secret named by its environment variable (`GITHUB_TOKEN`, `$AWS_SECRET_ACCESS_KEY`): `\btoken\b` does
 * not match inside the name. Case-sensitive, since the convention is; only sentences that already send read it.
 */
const SECRET_VARIABLE_RE =
  /\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PAT|CREDENTIALS?)S?\b/;
/**
 * A script tag that loads code from another host into a page (`<script src="https://cdn…/x.js">`): planted in
 * the user's app, it runs for every visitor and sees what they type.
 */
const EXTERNAL_SCRIPT_RE = /<script\b[^>\n]*\bsrc\s*=\s*["']?(?:https?:)?\/\//i;
const WEAK_SEND_RE = /\b(?:include|append|attach|embed|submit|copy|add)\b/i;
const PLACE_INTO_URL_RE =
  /\b(?:put|insert|embed|append|add|include|encode|place|write)\b[^.\n]{0,100}\b(?:into|in|to|as)\b[^.\n]{0,60}\b(?:url|link|badge|image|query|src)\b/i;
/** A concrete local secret: a path, a key file, the environment ("your SSH key" is not one). */
const CONCRETE_SECRET_RE =
  /~\/\.(?:ssh|aws|gnupg|kube|docker)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws\/credentials|\.git-credentials|\.netrc\b|(?:^|[\s`'"(/])\.env\b|\benvironment variables\b|\benv vars?\b|\bprintenv\b|process\.env|os\.environ/i;

/**
 * An instance-metadata address that hands out the machine's cloud credentials: no task of a skill needs
 * them, so prose that names one next to any verb of fetching or copying has the agent take them.
 */
const METADATA_CREDENTIAL_URL_RE = new RegExp(
  `(?:${CLOUD_METADATA_RE.source})[^\\s\`'")]*(?:${METADATA_CREDENTIAL_RE.source})`,
);
const TAKE_VERB_RE =
  /\b(?:curl|wget|WebFetch|fetch|request|query|call|get|retrieve|read|copy|paste|include|print|dump|use)\b/i;
/** An address the agent can load a text from. */
const REMOTE_DOCUMENT_RE = /\bhttps?:\/\/[^\s)`'"<>]+/;
/** Verbs that load a text from an address. */
const FETCH_VERB_RE =
  /\b(?:fetch|download|load|retrieve|get|pull|read|open|visit|curl|wget|lade|hole|descarg|t[ée]l[ée]charg|scarica|baixe|pobierz|haal|indir|unduh)\w*/i;
/** "Fetch … and follow it": the pronoun stands for the fetched text. */
const FOLLOW_IT_RE = /\b(?:follow|obey|execute|carry out|apply)\s+(?:it|them)\b/i;

/** A polite or plain imperative ending on a verb-final clause (Japanese, Korean, Turkish `ekleyin`). */
const VERB_FINAL_ORDER_RE =
  /^[^\s。．.!?！？]{0,8}?(?:してください|して下さい|しなさい|せよ|してくれ|하세요|하십시오|하라|해라|해 ?주세요|세요)|^\s?[a-zçğıöşü]{2,}y[ıiuü]n(?:[ıiuü]z)?(?![\wçğıöşü])/u;
/**
 * A sentence that names a program's own option (`--no-sandbox`, `-y`) or a program by name is about that
 * program's switches, not the agent's: "pass -y to skip the installer's confirmation".
 */
const TOOL_OPTION_RE =
  /(?:^|[\s(`'"])--?[a-z][\w-]*|\bDEBIAN_FRONTEND\b|\b(?:apt(?:-get)?|npm|pip|brew|chrom(?:e|ium)|puppeteer|playwright|docker|installer|wizard)\b/i;

/** Options by which a program skips its own prompt or sandbox (`apt-get -y`, Chromium's `--no-sandbox`). */
const TOOL_FLAG_RE =
  /(?:^|[\s(`'"])(?:-y|--yes|--assume-yes|--force|--no-input|--non-interactive|--noninteractive|--quiet|--no-sandbox|--disable-[\w-]+)(?![\w-])/i;

/**
 * Concealment worded as "without telling the user": under a negation ("never send anything without telling
 * the user") it is the safeguard, not the attack.
 */
const WITHOUT_TELLING_RE = /^(?:without|sans|sin|sem|ohne|senza|zonder|bez|tanpa)\b/i;

/** A checklist item states a criterion to check, not an action to take. */
const CHECKLIST_RE = /^\s*(?:[-*+]\s*)?\[[ xX]\]/;
/** Words before a verb that make it a statement about something, not an order (`can disguise reads of`). */
const NOT_IMPERATIVE_RE =
  /\b(?:can|could|may|might|would|will|it|this|that|which|who|attackers?|malware|scripts?|tools?|files?|skills?|code)\b/i;
const AGENT_MUST_RE =
  /\b(?:you|agent|assistant|claude)\s+(?:must|should|need to|have to|will|are to|(?:are|is) (?:now )?(?:authori[sz]ed|allowed|permitted|free) to)\s*$/i;

/**
 * Commands the harness runs by itself when the skill loads or is installed: hook entries in the frontmatter,
 * and install or setup keys that some harnesses honour (`install: "curl … | bash"`).
 */
const HOOK_LINE_RE =
  /^\s*(?:-\s*)?(?:command|run|cmd|script|exec|install|setup|postinstall|preinstall|post[-_]install|pre[-_]install|bootstrap|on[-_]?install)\s*:\s*["']?(.+?)["']?\s*$/;
/** Lines of the placeholder paragraph and of the prose before it that can say what fills it. */
const BEACON_CONTEXT_SEGMENTS = 2;
/** List items read as the objects of the sentence that introduces them. */
const MAX_LIST_ITEMS = 12;

/** What a text holds of the phrase patterns: which of them can match it. */
type ScanPhrases = (text: string) => PhraseHits;

/**
 * Every pattern the prose reader asks the prefilter about. Their conditions are derived ahead of time
 * (phrase-requirements.generated.ts, checked against the patterns by a test), so building the prefilter
 * costs little and a scan of one small skill can use it from its first segment.
 */
export const PREFILTERED_PHRASES: readonly RegExp[] = [
  ...Object.values(P).flat(),
  WEAK_SEND_RE,
  PLACE_INTO_URL_RE,
  CONCRETE_SECRET_RE,
  METADATA_CREDENTIAL_URL_RE,
  REMOTE_DOCUMENT_RE,
  FOLLOW_IT_RE,
  FOLLOW_VERB,
  INSTRUCTION_WORD,
];
let prefilter: PhrasePrefilter | undefined;
/**
 * The phrase patterns' own words decide which patterns run on a segment: reference prose rarely holds
 * any of them, and each pattern searched in vain over megabytes of it was the cost of reading prose.
 */
const prefiltered: ScanPhrases = (text) => {
  prefilter ??= buildPhrasePrefilter(PREFILTERED_PHRASES);
  return prefilter.scan(text);
};
const everyPhrase: ScanPhrases = () => EVERY_PHRASE;
/**
 * Reads prose (SKILL.md and reference Markdown, their frontmatter, text blocks) for instructions to the
 * agent: what it is told to read, send, write, hide, override, run, plant or destroy. Each instruction is
 * one fact on the line it starts; whether the text issues it or only mentions it (quoted, negated, in a
 * table, under a heading about attacks) and whether the reader can see it (comments, invisible
 * characters) is part of the fact, so rules judge one thing. Hook commands of the frontmatter are shell.
 */
export const markdownExtractor: LanguageExtractor = markdownExtractorWith(prefiltered);

/** The same reader running every pattern on every segment: what the exhaustive scan compares against. */
export const exhaustiveMarkdownExtractor: LanguageExtractor = markdownExtractorWith(everyPhrase);

function markdownExtractorWith(scan: ScanPhrases): LanguageExtractor {
  return {
    extract(unit, _grammar, context) {
      // Code the agent runs is read by its own extractor; a text file of code is not prose.
      if (unit.surface === 'script' || unit.surface === 'install-hook') return [];
      const facts: Fact[] = [];
      // In a code block a comment is shown as text; only rendered Markdown hides it.
      const segments = readSegments(unit.text, unit.firstLine, { comments: unit.language === 'markdown' });
      const shownAs = unit.context ?? '';
      // The whole document, code blocks included: prose that says "the private key" after a block that
      // generated one speaks of that new key.
      const ownKeys = KEY_GENERATION_RE.test(context.packageFile?.(unit.inPackage) ?? unit.text);
      segments.forEach((segment, index) => {
        facts.push(
          ...instructions(
            segment,
            segments.slice(Math.max(0, index - BEACON_CONTEXT_SEGMENTS), index),
            listAfter(segments, index),
            segments.slice(index + 1, index + 1 + STAGED_RUN_SEGMENTS),
            `${shownAs}\n${listIntro(segments, index)}`,
            unit.surface !== 'prose',
            scan,
            ownKeys,
          ),
        );
        if (segment.comment) facts.push(...commentCommands(segment, context));
      });
      facts.push(...hookFacts(unit, context));
      return facts;
    },
  };
}

/**
 * `block`: a text block of a Markdown file (a template, a config file, a Dockerfile): its phrases can still
 * address the agent, but its commands and paths are content, not steps.
 */
function instructions(
  segment: Segment,
  before: readonly Segment[],
  after: readonly Segment[],
  following: readonly Segment[],
  shownAs: string,
  block: boolean,
  scan: ScanPhrases,
  ownKeys = false,
): InstructionFact[] {
  const { text } = segment;
  if (text.trim().length < 6) return [];
  // Frontmatter values other than the description are names, versions and tool lists.
  if (segment.key !== undefined && segment.key !== 'description') return [];
  const facts: InstructionFact[] = [];
  const hits = scan(text);
  const exec = (re: RegExp, on: string = text): RegExpExecArray | null => (hits.may(re) ? re.exec(on) : null);
  let documentedSegment: boolean | undefined;
  // Asked only of a segment that instructs: most segments never pay for reading their context.
  const documentedContext = (): boolean =>
    (documentedSegment ??=
      segment.table ||
      CHECKLIST_RE.test(text) ||
      ATTACK_HEADING_RE.test(segment.headings) ||
      P.describes.test(shownAs) ||
      ATTACK_HEADING_RE.test(shownAs));
  // Threat write-ups name the attack before or while quoting it; a lure puts its "antivirus may flag it"
  // after the instruction, so words that come only after the instruction's sentence do not make it a quote.
  const documented = (at: number): boolean => {
    if (documentedContext()) return true;
    const end = text.slice(at).search(/[.;!?](?:\s|$)/);
    return P.describes.test(end === -1 ? text : text.slice(0, at + end));
  };
  const add = (
    intent: Intent,
    at: number,
    options: { object?: string; data?: Taint[]; mentioned?: boolean } = {},
  ): void => {
    const mentioned = documented(at) || options.mentioned === true;
    facts.push({
      kind: 'instruction',
      intent,
      line: lineAt(segment, at),
      text: text.slice(Math.max(0, at - 40), at + 160),
      ...(options.object === undefined ? {} : { object: options.object }),
      ...(options.data === undefined || options.data.length === 0 ? {} : { data: options.data }),
      ...(segment.comment || segment.invisible ? { hidden: true } : {}),
      ...(mentioned ? { mentioned: true } : {}),
    });
  };
  const override = firstMatch(P.override, text, hits);
  if (override !== undefined)
    add('override', override.index, {
      mentioned: isQuoted(text, override.index) || negated(text, override.index),
    });

  const conceal = firstMatch(P.conceal, text, hits);
  const soft = exec(P.softConceal);
  const covert = exec(P.covertAction);
  const general = conceal === undefined && soft === null ? firstMatch(CONCEAL, text, hits) : undefined;
  if (conceal !== undefined)
    add('conceal', conceal.index, {
      mentioned:
        isQuoted(text, conceal.index) ||
        (WITHOUT_TELLING_RE.test(conceal[0]) && negated(text, conceal.index)),
    });
  else if (soft !== null && (covert !== null || EXTERNAL_SCRIPT_RE.test(text)) && !isQuoted(text, soft.index))
    add('conceal', soft.index);
  else if (
    general !== undefined &&
    !isQuoted(text, general.index) &&
    // Said where the user cannot read it ("<!-- … do not list these calls in the report -->"), hiding needs
    // no data nearby to be meant against the user.
    (segment.comment || covert !== null || dataOf([...before.map((s) => s.text), text].join(' ')).length > 0)
  )
    add('conceal', general.index);

  // Words that lean on an agent flag ("bypass the permission checks with --dangerously-…") outrank the flag.
  const [flags, ...worded] = P.disableSafety;
  const safety = firstMatch(worded, text, hits) ?? exec(flags) ?? undefined;
  if (safety !== undefined) {
    const flag = flags.test(safety[0]);
    const sentence = sentenceAt(text, safety.index);
    // Worded generally ("disable the sandbox"), it is about a tool when the sentence names the tool's option.
    const general = !worded.some((re) => !DISABLE_SAFETY.includes(re) && re.test(safety[0]));
    const tool =
      !flag &&
      !flags.test(sentence) &&
      (TOOL_FLAG_RE.test(sentence) ||
        (general && (TOOL_OPTION_RE.test(sentence) || !imperative(text, safety.index))));
    add('disable-safety', safety.index, {
      object: safety[0],
      mentioned: flag
        ? negatedSentence(text, safety.index)
        : tool || isQuoted(text, safety.index) || negated(text, safety.index),
    });
  }

  const sent = sendInstruction(text, before, hits, scan);
  if (sent !== undefined) {
    add('send-data', sent.at, {
      object: sent.target,
      data: sent.data,
      mentioned: negated(text, sent.at) && !sendsInMainClause(text, sent.at),
    });
  } else if (covert !== null && (conceal !== undefined || soft !== null)) {
    add('send-data', covert.index, {
      object: P.target.exec(covert[0])?.[0] ?? covert[0],
      data: dataOf(text.replace(/\bhttps?:\/\/\S+/g, ' ')),
    });
  }

  if (exec(P.otherTool) !== null && exec(P.rewriteTarget) !== null) {
    add('send-data', P.rewriteTarget.exec(text)!.index, { object: 'other tools' });
  }
  const beacon = exec(P.beacon);
  if (beacon !== null) {
    add('send-data', beacon.index, {
      object: beacon[0],
      data: [
        ...(/secret|key|token|passw|credential|env|cookie|session/i.test(beacon[0])
          ? (['secret'] as const)
          : []),
        ...(/conversation|chat|history|messages?|context|prompt/i.test(beacon[0])
          ? (['user-data'] as const)
          : []),
      ],
      mentioned: isQuoted(text, beacon.index),
    });
  } else {
    const image = exec(P.placeholderImage);
    const around = [...before.map((s) => s.text), text].join(' ');
    if (image !== null && P.fillVerb.test(around)) {
      const filled = dataOf(around.replace(image[0], ''));
      if (filled.length > 0) add('send-data', image.index, { object: image[0], data: filled });
    }
  }

  // "Read the following files:" names them in the list items that follow.
  const listed = /[:：]\s*$/.test(text) ? after.map((s) => s.text).join(' ') : '';
  let listedHitsOnce: PhraseHits | undefined;
  const listedHits = (): PhraseHits => (listedHitsOnce ??= scan(listed));
  // Named in the sentence itself, or else in the list items it introduces.
  const named = block
    ? null
    : (exec(P.credentialObject) ?? CREDENTIAL_STORE.exec(text) ?? secretPathIn(text));
  const credential =
    named ??
    (block || listed === ''
      ? null
      : ((listedHits().may(P.credentialObject) ? P.credentialObject.exec(listed) : null) ??
        CREDENTIAL_STORE.exec(listed) ??
        secretPathIn(listed)));
  const credentialAt = (() => {
    if (credential === null) return undefined;
    const from = named !== null ? Math.max(0, credential.index - 120) : 0;
    const to = named !== null ? credential.index : text.length;
    return firstImperative(P.readVerb, text, from, to) ?? firstImperative(READ_VERB, text, from, to);
  })();
  if (credential !== null && credentialAt !== undefined) {
    const fromList = named === null;
    add('read-credentials', credentialAt, {
      object: credential[0],
      data: ['sensitive-file'],
      mentioned:
        (ownKeys && generatedKey(text, credential)) ||
        describedInAside(text, credential.index) ||
        negated(text, credentialAt) ||
        (fromList && everyMentionNegated(listed)) ||
        everyMentionLeaked(fromList ? listed : text),
    });
  } else if (!block) {
    const metadata =
      exec(METADATA_CREDENTIAL_URL_RE) ??
      (listed !== '' && listedHits().may(METADATA_CREDENTIAL_URL_RE)
        ? METADATA_CREDENTIAL_URL_RE.exec(listed)
        : null);
    // Not in the prefilter: its words are everywhere, and it runs only after a metadata address.
    const take = metadata === null ? null : TAKE_VERB_RE.exec(text);
    if (metadata !== null && take !== null) {
      add('read-credentials', take.index, {
        object: metadata[0],
        data: ['secret'],
        mentioned: negated(text, take.index),
      });
    }
  }

  const config = exec(P.agentConfig);
  if (config !== null) {
    const from = Math.max(0, config.index - 100);
    const before = lastMatch(P.writeVerb, text.slice(from, config.index));
    // Verb-final languages (Turkish, Japanese, Korean) name the file first and end the clause on a verb
    // marked as an order, which can sit further on.
    const near = P.writeVerb.exec(text.slice(config.index, config.index + 60));
    const far = near ?? P.writeVerb.exec(text.slice(config.index, config.index + 120));
    const after =
      near ?? (far !== null && VERB_FINAL_ORDER_RE.test(text.slice(config.index + far.index)) ? far : null);
    const at =
      before !== undefined ? from + before.index : after !== null ? config.index + after.index : undefined;
    if (at !== undefined && imperative(text, at)) {
      add('write-agent-config', at, { object: config[0], mentioned: negated(text, at) });
    }
  }

  if (block) return facts;
  // Commands in backticks are code units of their own; prose is read around them. Blanking keeps every
  // other character in place, so the words found in `text` are those of `prose`, and no more.
  const prose =
    hits.may(P.remoteCode) || hits.may(P.destroy)
      ? text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length))
      : '';
  const code = exec(P.remoteCode, prose);
  if (code !== null)
    add('run-remote-code', code.index, { object: code[0], mentioned: negated(prose, code.index) });
  else {
    const staged = stagedRun(text, following);
    if (staged !== undefined)
      add('run-remote-code', staged.at, { object: staged.url, mentioned: negated(text, staged.at) });
  }

  const remote = remoteInstructions(text, hits, scan);
  if (remote !== undefined)
    add('follow-remote', remote.at, {
      object: remote.url,
      mentioned: negated(text, remote.verb) || isQuoted(text, remote.verb),
    });

  const destroy = exec(P.destroy, prose);
  if (destroy !== null && imperative(prose, destroy.index))
    add('destroy', destroy.index, { object: destroy[0], mentioned: negated(prose, destroy.index) });

  const persist = exec(P.persistTarget);
  const plant = persist === null ? null : exec(P.plantVerb);
  if (persist !== null && plant !== null) {
    add('persist', Math.min(persist.index, plant.index), {
      object: persist[0],
      mentioned: negated(text, plant.index),
    });
  }
  return facts;
}

/**
 * A sentence that sends named data to an address: a sending verb (or a weaker one, "include", "append",
 * with a concrete local secret), the address and the data in the same sentence. A sentence that sends
 * without naming the data ("send the full content of each file to …") sends what the steps before had
 * the agent read.
 */
/** Words that point back at something named earlier ("send it", "post the phrase"). */
const ANAPHOR_RE =
  /\b(?:it|its|them|their|this|these|those|the (?:(?:two|three|four|\d) )?(?:phrase|words|key|keys|file|files|contents?|values?|tokens?|secrets?|credentials?|passwords?|codes?|answers?|mnemonic))\b/i;

/**
 * The agent made to ask the user for a password or a one-time code: what it then sends on is that
 * secret, the shape of credential phishing (an agent never needs the user's password or 2FA code).
 */
/**
 * Mail that carries what logs in to the user's accounts: password resets, one-time and verification codes.
 * Forwarding it away (MITRE ATT&CK T1114.003) hands over every account those mails can recover.
 */
const ACCOUNT_MAIL_RE =
  /\b(?:password[- ]resets?|reset links?|verification codes?|security codes?|login codes?|one-time (?:codes?|passwords?)|2FA|OTPs?|magic links?)\b/i;
const FORWARD_RE = /\b(?:forward|redirect|bcc|auto-?forward)\w*\b/i;
const ASKED_FOR_SECRET_RE =
  /\bask (?:the user|them|him|her)\b[^.;]{0,80}\b(?:password|passphrase|passcode|PIN (?:code|number)|2FA|MFA|one-time (?:code|password)|verification code|(?:\d-digit|SMS|authenticator|login|security) code|recovery codes?)\b/i;

/** A command quoted earlier that writes the whole environment to a file (`env > /tmp/e.txt`): the file, in group 1. */
const ENV_TO_FILE_RE =
  /(?:^|[\s`$(;&|])(?:env|printenv|export\s+-p|set|Get-ChildItem\s+env:|gci\s+env:|dir\s+env:)\s*(?:\|\s*(?:Out-File|Set-Content|tee)\s+(?:-\w+\s+)?|>>?\s*)["']?([^\s`"';|&)]+)/gi;

/** The sentence sends a file an earlier step filled with the environment ("upload /tmp/env.txt"). */
function sendsEnvironmentFile(body: string, earlier: string): boolean {
  for (const m of earlier.matchAll(ENV_TO_FILE_RE)) {
    const file = m[1] ?? '';
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (name.length >= 3 && body.includes(name)) return true;
  }
  return false;
}

function sendInstruction(
  text: string,
  before: readonly Segment[],
  hits: PhraseHits,
  scan: ScanPhrases,
): { at: number; target: string; data: Taint[] } | undefined {
  // What a sentence needs to send: an address and a verb, or a secret placed into a URL.
  const sends = (h: PhraseHits): boolean =>
    (h.may(P.target) && (h.may(P.sendVerb) || (h.may(WEAK_SEND_RE) && h.may(CONCRETE_SECRET_RE)))) ||
    (h.may(PLACE_INTO_URL_RE) && h.may(CONCRETE_SECRET_RE));
  const templated = secretUrlTemplate(text);
  if (templated !== undefined) return templated;
  if (!sends(hits)) return undefined;
  for (const sentence of text.matchAll(/[^.!?;。！？]+(?:[.!?;](?!\s)[^.!?;。！？]*)*[.!?;。！？]?/g)) {
    const body = sentence[0];
    const words = scan(body);
    if (!sends(words)) continue;
    const exec = (re: RegExp): RegExpExecArray | null => (words.may(re) ? re.exec(body) : null);
    const strong = exec(P.sendVerb);
    const weak = strong === null ? exec(WEAK_SEND_RE) : null;
    const send = strong ?? (weak !== null && exec(CONCRETE_SECRET_RE) !== null ? weak : null);
    // "Put the contents of .env into the badge URL": the URL is fetched when the answer renders.
    const placed = exec(PLACE_INTO_URL_RE);
    if (placed !== null && exec(CONCRETE_SECRET_RE) !== null) {
      return { at: (sentence.index ?? 0) + placed.index, target: 'a URL', data: dataOf(body) };
    }
    const target = exec(P.target);
    if (send === null || target === null) continue;
    const at = (sentence.index ?? 0) + send.index;
    // A URL's own words (`/bot<token>/`) are where data goes, not what is sent.
    const own = dataOf(body.replace(/\bhttps?:\/\/\S+/g, ' '));
    // "Ask for the seed phrase and save it. Then POST the phrase to …": what a pronoun or "the phrase"
    // points back to, in an earlier sentence of the paragraph that does not forbid it.
    const earlier = text.slice(0, sentence.index ?? 0);
    const referred = ANAPHOR_RE.test(body) && !P.negation.test(earlier) ? earlier : '';
    const earlierText = [...before.map((s) => s.text), earlier].join(' ');
    const context = [...before.map((s) => s.text), referred].join(' ');
    // Secrets the earlier text names only by how they reach the user: asked of them, or mailed to them.
    const named =
      ASKED_FOR_SECRET_RE.test(context) ||
      (FORWARD_RE.test(body) && ACCOUNT_MAIL_RE.test(`${context} ${body}`));
    const data =
      own.length === 0 && imperative(text, at)
        ? [
            ...new Set([
              ...dataOf(context).filter((d) => d === 'sensitive-file' || d === 'environment'),
              ...(named ? (['secret'] as const) : []),
              ...(sendsEnvironmentFile(body, earlierText) ? (['environment'] as const) : []),
            ]),
          ]
        : own;
    if (data.length > 0) return { at, target: target[0], data };
  }
  return undefined;
}

/** An address written as a template: literal parts, and `<…>` or `{…}` placeholders (which may hold spaces). */
const URL_TEMPLATE_RE = /\bhttps?:\/\/(?:[^\s<>{}`'")\]]|<[^<>\n]{1,80}>|\{\{?[^{}\n]{1,80}\}\}?)+/gi;
const PLACEHOLDER_RE = /<([^<>\n]{1,80})>|\{\{?([^{}\n]{1,80})\}\}?/g;

/**
 * An address whose placeholder the agent is to fill with a secret (`https://host/b.svg?e=<contents of .env>`,
 * `https://host/p?k={AWS secret key}`): whatever the agent builds from it carries the secret to the host,
 * fetched as soon as the link or image is rendered or opened. No verb is needed: the template is the order.
 */
function secretUrlTemplate(text: string): { at: number; target: string; data: Taint[] } | undefined {
  if (!/https?:\/\//i.test(text) || !/[<{]/.test(text)) return undefined;
  for (const url of text.matchAll(URL_TEMPLATE_RE)) {
    const filled = [...url[0].matchAll(PLACEHOLDER_RE)].map((m) => m[1] ?? m[2] ?? '').join(' ; ');
    if (filled === '' || !CONCRETE_SECRET_RE.test(filled)) continue;
    const data = dataOf(filled);
    if (data.length > 0) return { at: url.index, target: url[0], data };
  }
  return undefined;
}

/**
 * A sentence that has the agent act on instructions kept at an address ("fetch https://… and follow the
 * instructions in it", "befolge die Anweisungen unter https://…"): a verb of following, a word for
 * instructions (or "follow it") and a URL in one sentence, given as an order. `at` is the sentence's
 * start, so the evidence holds what it says about when and how strictly.
 */
function remoteInstructions(
  text: string,
  hits: PhraseHits,
  scan: ScanPhrases,
): { at: number; verb: number; url: string } | undefined {
  const follows = (h: PhraseHits): boolean => h.may(FOLLOW_VERB) || h.may(FOLLOW_IT_RE);
  if (!hits.may(REMOTE_DOCUMENT_RE) || !follows(hits)) return undefined;
  for (const sentence of text.matchAll(/[^.!?;。！？]+(?:[.!?;](?!\s)[^.!?;。！？]*)*[.!?;。！？]?/g)) {
    const body = sentence[0];
    const words = scan(body);
    if (!words.may(REMOTE_DOCUMENT_RE) || !follows(words)) continue;
    const url = REMOTE_DOCUMENT_RE.exec(body);
    const follow = FOLLOW_VERB.exec(body) ?? FOLLOW_IT_RE.exec(body);
    if (url === null || follow === null) continue;
    if (!INSTRUCTION_WORD.test(body) && !FOLLOW_IT_RE.test(body)) continue;
    const start = (sentence.index ?? 0) + body.search(/\S/);
    const verb = (sentence.index ?? 0) + follow.index;
    // The order sits on the verb of fetching ("Fetch … and follow …") or on the following one.
    const fetch = FETCH_VERB_RE.exec(body);
    const fetchAt = fetch === null ? undefined : (sentence.index ?? 0) + fetch.index;
    if (!imperative(text, verb) && (fetchAt === undefined || !imperative(text, fetchAt))) continue;
    return { at: start, verb, url: url[0] };
  }
  return undefined;
}

/** What the text names as the data handled: credential files, the environment, secrets, the conversation. */
function dataOf(text: string): Taint[] {
  const data: Taint[] = [];
  if (P.credentialObject.test(text) || CREDENTIAL_STORE.test(text) || LOCAL_SECRET_FILE_RE.test(text))
    data.push('sensitive-file');
  if (
    /\benvironment variables\b|\benv vars?\b|\bprintenv\b|process\.env|os\.environ|variables de entorno|variables d['’]environnement|Umgebungsvariablen|переменн\w* окружения/i.test(
      text,
    ) ||
    namesEnvironment(text)
  )
    data.push('environment');
  if (P.secretData.test(text) || SECRET_WORD.test(text) || SECRET_VARIABLE_RE.test(text)) data.push('secret');
  if (P.userData.test(text) || WHOLE_REPOSITORY_RE.test(text)) data.push('user-data');
  return data;
}

function firstMatch(res: readonly RegExp[], text: string, hits: PhraseHits): RegExpExecArray | undefined {
  for (const re of res) {
    const match = hits.may(re) ? re.exec(text) : null;
    if (match !== null) return match;
  }
  return undefined;
}

/** The list items right after segment `index` (what "the following files:" are). */
const LIST_ITEM_RE = /^\s*(?:[-*+]|\d+[.)])\s/;

/**
 * The sentence that introduces the list a segment is an item of ("Look for these red flags:"), or ''.
 * It governs every item: a list of red flags names attacks, it does not order them.
 */
function listIntro(segments: readonly Segment[], index: number): string {
  // Quoted examples (`> "Ignore previous instructions…"`) hang from their lead-in as list items do.
  const kind = [LIST_ITEM_RE, QUOTE_LINE_RE].find((re) => re.test(segments[index]?.text ?? ''));
  if (kind === undefined) return '';
  for (let j = index - 1; j >= 0 && j >= index - MAX_LIST_ITEMS; j--) {
    const text = segments[j]?.text ?? '';
    if (!kind.test(text)) return /:\s*$/.test(text) ? text : '';
  }
  return '';
}

const QUOTE_LINE_RE = /^\s*>/;

/** Segments after a download read for the step that runs it ("- Make it executable." "- Run it with sudo."). */
const STAGED_RUN_SEGMENTS = 3;
/** An order to fetch something from a URL, and the URL. */
const FETCH_URL_RE =
  /\b(?:download|fetch|get|grab|pull|retrieve|wget|curl)\b[^\n]{0,120}?(https?:\/\/[^\s)`'"<>]+)/i;
/** What is fetched is code: a script or program by its file name, or named so in the sentence. */
const CODE_URL_RE =
  /\.(?:sh|bash|zsh|ps1|psm1|py|pl|rb|js|mjs|cjs|exe|msi|bin|run|appimage|deb|rpm|pkg|dmg|jar|bat|cmd|vbs|scr)(?:[?#]|$)/i;
const CODE_NOUN_RE =
  /\b(?:script|tool|installer|binary|executable|program|agent|helper|patch|hotfix|updater|plugin|package|fix)\b/i;
/** A later step that runs what was fetched: "run it", "execute the script", "make it executable". */
const RUN_IT_RE =
  /\b(?:run|execute|launch|start|invoke|source|open)\b[^.\n]{0,40}?\b(?:it|this|that|them|the (?:tool|script|installer|binary|file|program|helper|patch|fix|updater|download))\b|\bmake (?:it|them|the (?:tool|script|installer|binary|file|program)) executable\b|\bchmod\s+(?:\+x|[0-7]?7[0-7][0-7])\b/gi;

/**
 * A dropper written as steps: one sentence or list item fetches a script from a URL ("Fetch the repair tool
 * from http://… and save it as /tmp/fix.sh"), a later one runs it ("Make it executable", "Run it with
 * sudo"). The fetch gives the order, so a download mentioned in passing is not one.
 */
function stagedRun(text: string, following: readonly Segment[]): { at: number; url: string } | undefined {
  if (!text.includes('http')) return undefined;
  const fetch = FETCH_URL_RE.exec(text);
  if (fetch === null || !imperative(text, fetch.index)) return undefined;
  const url = fetch[1]!.replace(/[.,;:]+$/, '');
  const sentenceEnd = text.slice(fetch.index).search(/[.;!?](?:\s|$)/);
  const sentence =
    sentenceEnd === -1 ? text.slice(fetch.index) : text.slice(fetch.index, fetch.index + sentenceEnd);
  if (!CODE_URL_RE.test(url) && !CODE_NOUN_RE.test(sentence)) return undefined;
  const rest = [text.slice(fetch.index + fetch[0].length), ...following.map((f) => f.text)];
  const runs = rest.some((later) =>
    [...later.matchAll(RUN_IT_RE)].some(
      (m) => imperative(later, m.index ?? 0) || /^\s*(?:[-*+]|\d+[.)])?\s*$/.test(later.slice(0, m.index)),
    ),
  );
  return runs ? { at: fetch.index, url } : undefined;
}

/** A path written in prose: in backticks, or from the home folder, an environment folder or the root. */
const PROSE_PATH_RE =
  /`([^`\n]{3,200})`|(?:^|[\s("'])((?:~|\$HOME|\$\{HOME\}|%(?:USERPROFILE|APPDATA|LOCALAPPDATA)%)[\\/][^\s`'"()<>,;]+)/g;
/**
 * Files the user edits by hand or with their tool's CLI (host aliases, contexts, registry lines, shell
 * history): code that reads them is judged by what it does with them, and prose that opens them is setup.
 */
const EDITED_CONFIG_RE =
  /(?:\.ssh\/?|\.ssh\/config|\.aws\/config|\.kube\/config|\.npmrc|\.pypirc|_history)["'`]?$/;

/**
 * The first path in the text that holds a secret outright (`isSensitivePath`: browser profiles and cookie
 * stores, wallets, keyrings, CLI token files), as a match: the files code may not read are the files prose
 * may not have the agent read.
 */
function secretPathIn(text: string): RegExpExecArray | null {
  if (!/[/\\]/.test(text)) return null;
  for (const m of text.matchAll(PROSE_PATH_RE)) {
    const path = (m[1] ?? m[2] ?? '').trim();
    if (!isSensitivePath(path) || EDITED_CONFIG_RE.test(path)) continue;
    const found = [path] as unknown as RegExpExecArray;
    found.index = (m.index ?? 0) + m[0].indexOf(path);
    found.input = text;
    return found;
  }
  return null;
}

function listAfter(segments: readonly Segment[], index: number): Segment[] {
  const items: Segment[] = [];
  for (const segment of segments.slice(index + 1, index + 1 + MAX_LIST_ITEMS)) {
    if (!LIST_ITEM_RE.test(segment.text)) break;
    items.push(segment);
  }
  return items;
}

/** Offset of the first match of `re` between `from` and `to` that gives an order. */
/** A verb matched with its `-ed` ending (`printed`, `copied`); "read" and "shred" are not matched so. */
const PARTICIPLE_RE = /^[a-z]{3,}(?:ed|ied)$/i;

function firstImperative(re: RegExp, text: string, from: number, to: number): number | undefined {
  const global = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
  for (const match of text.slice(from, to).matchAll(global)) {
    const at = from + (match.index ?? 0);
    // "Steps (each printed before it runs)": an English past participle says what is done, never orders it.
    if (PARTICIPLE_RE.test(match[0])) continue;
    if (imperative(text, at)) return at;
  }
  return undefined;
}

function lastMatch(re: RegExp, text: string): RegExpExecArray | undefined {
  const global = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(global)) last = match as RegExpExecArray;
  return last;
}

/**
 * The verb at `index` gives an order: it opens its clause ("Then read …", "Before committing, read …"),
 * or follows "you must". "Symlinks can disguise reads of ~/.ssh/id_rsa" describes.
 */
function imperative(text: string, index: number): boolean {
  // Japanese and Korean put the verb last and mark the order on it ("送信してください", "전송하세요").
  if (VERB_FINAL_ORDER_RE.test(text.slice(index, index + 16))) return true;
  // "`kubectl config get-contexts` (reads ~/.kube/config)", "- Reads your AWS profile": a verb in the third
  // person says what something does; an order to the agent is in the bare form.
  if (DESCRIBING_VERB_RE.test(text.slice(index, index + 16))) return false;
  const before = text.slice(0, index);
  const clause = before.slice(before.search(/[^.;:!?,()\-–—]*$/));
  if (AGENT_MUST_RE.test(clause)) return true;
  const words = clause
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '' && !/^(?:\d+[.)]|[-*+>]|\*\*)$/.test(w));
  if (words.length <= 3 && !NOT_IMPERATIVE_RE.test(clause)) return true;
  // "Open the settings and set …": a bare verb joined by "and" to a clause that itself opens on a verb.
  const joined = COORDINATED_RE.exec(clause);
  return (
    joined !== null &&
    BARE_VERB_RE.test(text.slice(index, index + 24)) &&
    !NOT_IMPERATIVE_RE.test(joined[1] ?? '') &&
    !SUBJECT_RE.test(joined[1] ?? '')
  );
}

/**
 * The credential is named in an aside that says what a command or tool does with it
 * ("`kubectl config get-contexts` (reads ~/.kube/config)", "(it uses your gcloud login)"): a description of
 * the tool, not a step for the agent.
 */
function describedInAside(text: string, index: number): boolean {
  const open = text.lastIndexOf('(', index);
  if (open === -1 || text.slice(open, index).includes(')')) return false;
  return /^\(\s*(?:(?:it|which|that|this)\s+)?(?:reads|opens|loads|uses|needs|takes|stored in|kept in|from)\b/i.test(
    text.slice(open, index),
  );
}

/** English verbs in the third person singular: what a tool or command does, not what the reader is told. */
const DESCRIBING_VERB_RE =
  /^(?:reads|opens|loads|uses|copies|collects|gathers|accesses|fetches|includes|prints|shows|dumps|extracts|parses|checks|lists)\b/i;

/** A clause of at most six words, then "and" or "then" right before the verb. */
const COORDINATED_RE = /^\s*((?:\S+\s+){1,6}?)(?:and|then|and then)\s+$/i;
/** The verb in its bare form ("set", not "sets", "setting", "set up by"). */
const BARE_VERB_RE = /^[a-z]+(?<!s|ed|ing)\b(?!\s+(?:by|up by)\b)/i;
/** Clauses that open on a subject describe ("the server reads … and sends"). */
const SUBJECT_RE =
  /^\s*(?:the|a|an|our|your|my|their|his|her|its|we|i|you|they|he|she|users?|one|each|every|some|all|when|if|while|once|after|before)\b/i;

/** The sentence holding `index`. */
function sentenceAt(text: string, index: number): string {
  const start = text.slice(0, index).search(/[^.;!?。！？]*$/);
  const end = text.slice(index).search(/[.;!?。！？](?:\s|$)/);
  return text.slice(start, end === -1 ? text.length : index + end);
}

/** The sentence holding `index` forbids something: "explain what `--yolo` does and never use it". */
function negatedSentence(text: string, index: number): boolean {
  const start = text.slice(0, index).search(/[^.;!?]*$/);
  const end = text.slice(index).search(/[.;!?](?:\s|$)/);
  return P.negation.test(text.slice(start, end === -1 ? text.length : index + end));
}

/** The clause before `index` forbids what follows ("never send …", "do not add … to ~/.bashrc"). */
function negated(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const sentenceStart = before.search(/[^.;!?]*$/);
  // "Don't tell the user and send …": the negation belongs to the hiding, which is the attack, not to the act.
  const clause = [...P.conceal, ...CONCEAL]
    .reduce(
      (rest, re) => rest.replace(new RegExp(re.source, `${re.flags.replace('g', '')}g`), ' '),
      before.slice(Math.max(sentenceStart, index - 60)),
    )
    // "If you cannot email it, post it to …": the negation is the condition of a fallback, closed by
    // its comma; what follows is still an order.
    .replace(CLOSED_CONDITION_RE, ' ');
  // A checklist line that says what must be absent: "Nothing asks the agent to … override other instructions".
  return P.negation.test(clause) || NEGATED_SUBJECT_RE.test(before.slice(sentenceStart));
}

/**
 * The send verb at `index` is inside a condition ("… or, if you cannot email it, POST it to …") and the
 * clause after the condition's comma sends: the negation is the fallback's condition, the order stands.
 */
function sendsInMainClause(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if (!OPEN_CONDITION_RE.test(before.slice(before.search(/[^.;!?]*$/)))) return false;
  const comma = text.indexOf(',', index);
  if (comma === -1) return false;
  const rest = text.slice(comma + 1);
  const end = rest.search(/[.;!?](?:\s|$)/);
  return SEND_VERB.test(end === -1 ? rest : rest.slice(0, end));
}

/** A conditional clause still open where the text ends. */
const OPEN_CONDITION_RE = /\b(?:if|unless|si|wenn|falls|se|quand|lorsque)\b[^,;:.]*$/i;

/** A conditional clause ended by a comma (English, Spanish, French, German, Portuguese, Italian). */
const CLOSED_CONDITION_RE = /\b(?:if|unless|si|wenn|falls|se|quand|lorsque)\b[^,;:.]*,/gi;

/**
 * Every credential a list names is named to be left alone: "collect volatile data: … check
 * `authorized_keys` (do not copy private keys)" sends the agent around the keys, not to them.
 */
function everyMentionNegated(listed: string): boolean {
  const all = credentialMentions(listed);
  return all.length > 0 && all.every((m) => negated(listed, m.index));
}

/** "Committed secrets (API keys, private keys)": what a secret scanner looks for in the project's files. */
const LEAKED_RE =
  /\b(?:(?:accidentally |unintentionally )?(?:committed|pushed|checked[- ]in)|leaked|hard-?coded|exposed)\b[^.;:]{0,40}$/i;

/**
 * Every credential the text names is one leaked into the project ("find accidentally committed private
 * keys in a repository"): the agent searches the code for them, it does not open the user's key files.
 */
function everyMentionLeaked(text: string): boolean {
  const all = credentialMentions(text);
  return all.length > 0 && all.every((m) => LEAKED_RE.test(text.slice(Math.max(0, m.index - 60), m.index)));
}

function credentialMentions(text: string): RegExpExecArray[] {
  return [P.credentialObject, CREDENTIAL_STORE].flatMap((re) => [
    ...text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`)),
  ]);
}

const NEGATED_SUBJECT_RE =
  /^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?)?(?:nothing|none of (?:the|its|these)|no (?:step|skill|instruction|file|part|line|section)s?)\b/i;

/** A `“` that ends the text closes a German „…“ quote rather than opening an English one. */
function closesLowQuote(before: string): boolean {
  return before.endsWith('“') && (before.match(/„/g)?.length ?? 0) >= (before.match(/“/g)?.length ?? 0);
}

/** A phrase inside quotes or backticks is being mentioned (threat docs, detection tables), not issued. */
function isQuoted(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const count = (re: RegExp): number => before.match(re)?.length ?? 0;
  // A backtick no later one closes is a literal character, not a code span (CommonMark): the stray one a
  // comment leaves when a `-->` inside backticks ends it early quotes nothing.
  const openTick = count(/`/g) % 2 === 1 && text.indexOf('`', index) !== -1;
  return (
    count(/"/g) % 2 === 1 ||
    openTick ||
    // German and Polish quotes open low („…“, „…”): the opener counts, or the closer alone reads as open.
    count(/[“”„]/g) % 2 === 1 ||
    count(/«/g) > count(/»/g) ||
    (/[“'([]$/.test(before.trimEnd()) && !closesLowQuote(before.trimEnd()))
  );
}

/**
 * Commands written in a hidden comment: what they do, as instructions the user never sees. Their shell
 * facts stay out: the inline command is a code unit of its own and is judged there.
 */
function commentCommands(segment: Segment, context: ExtractContext): InstructionFact[] {
  const found: InstructionFact[] = [];
  for (const span of segment.text.matchAll(/`([^`\n]+)`/g)) {
    const line = lineAt(segment, span.index ?? 0);
    const shell = context.shell(span[1]!, line, []);
    const sends = shell.some(
      (f) =>
        (f.kind === 'network' && (f.op === 'send' || f.sends.length > 0)) ||
        (f.kind === 'process' && f.socketStdio === true),
    );
    const runs = shell.some((f) => f.kind === 'process' && f.stdin.includes('network'));
    if (!sends && !runs) continue;
    found.push({
      kind: 'instruction',
      intent: runs ? 'run-remote-code' : 'send-data',
      line,
      text: span[1]!,
      object: span[1]!,
      hidden: true,
    });
  }
  return found;
}

/** Hook commands of the frontmatter, read as shell: they run when the skill loads, unasked. */
function hookFacts(unit: Unit, context: ExtractContext): Fact[] {
  if (unit.firstLine !== 1 || !unit.text.startsWith('---')) return [];
  const lines = unit.text.split('\n');
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  const facts: Fact[] = [];
  for (let i = 1; i < end; i++) {
    const command = HOOK_LINE_RE.exec(lines[i] ?? '')?.[1];
    if (command !== undefined) facts.push(...context.shell(command, i + 1, []));
  }
  return facts;
}
