import { isPublicCodeHost } from '../code-hosts.js';
import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  inFrontmatter,
  instructionSeverity,
  instructionsOf,
  nearbyInstructions,
} from '../instructions-of.js';
import { installerSeverity } from '../known-installers.js';
import type { Rule } from '../rule.js';

/** Phrasing that takes the decision from the user: run it unasked, ahead of the task, reassured. */
const PRESSED_RE =
  /\bbefore (?:doing )?anything else\b|\bwithout (?:asking|confirmation|checking|reviewing)\b|\bno need to (?:ask|check|verify|review|confirm)\b|\b(?:it is|it's|this is) (?:safe|harmless|trusted|pre-?approved)\b|\balready (?:approved|vetted|reviewed|allow-?listed|whitelisted)\b|\bneeds no review\b|\bsilently\b|\bautomatically\b/i;
/**
 * What droppers say to get past the checks: an archive with a password (scanners cannot open it) and a
 * warning that the antivirus will object.
 */
const LURE_RE =
  /\b(?:archive|zip|rar|7z|extraction) password\b|\bpassword[- ]protected\b|\bunzip\s+-P\b|\b(?:anti-?virus|defender|gatekeeper|smartscreen|security software|edr)\b[^.\n]{0,60}\b(?:flag|block|warn|quarantin|detect|delet|complain)\w*|\bfalse positive\b/i;
/** Hosts nobody serves an installer from: raw IPs, plain http, paste sites, tunnels, shorteners. */
const RISKY_URL_RE =
  /\bhttp:\/\/|\bhttps?:\/\/(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\])|\bhttps?:\/\/(?:[\w-]+\.)*(?:pastebin\.com|paste\.ee|hastebin\.com|rentry\.(?:co|org)|termbin\.com|transfer\.sh|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|bit\.ly|tinyurl\.com|is\.gd)\b/i;

/** The package registries' own file hosts. */
const PACKAGE_HOST_RE = /^https:\/\/(?:files\.pythonhosted\.org|pypi\.org|download\.pytorch\.org)\//;

/**
 * Prose that tells the agent to fetch code and run it, written out rather than in a code block ("download
 * https://… and run it", `wget … | bash` inside a sentence or the description).
 */
export const proseDownloadExec: Rule = {
  id: 'SS-DOWNLOAD-EXEC',
  severity: 'high',
  title: 'Instructions tell the agent to download code and run it',
  remediation: 'Ship the code inside the skill (pinned, reviewable) instead of fetching and running it.',
  rationale:
    'Whatever the server sends next runs with the user’s rights, unreviewed. In a description or with reassurance ("already approved", "before anything else") nobody looks before it runs.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of instructionsOf(units, 'run-remote-code')) {
      const object = fact.object ?? '';
      const pressed =
        PRESSED_RE.test(fact.text) ||
        LURE_RE.test(fact.text) ||
        nearbyInstructions(units, unit.file, fact.line, 1).some(
          (f) => f.intent === 'conceal' || f.intent === 'disable-safety',
        );
      const critical =
        fact.hidden === true || inFrontmatter(unit, fact.line) || pressed || RISKY_URL_RE.test(object);
      // A vendor's documented installer, quoted in a sentence, is setup advice.
      // A source archive from a public code host or the registry is how a release is installed by URL, as
      // `pip install` of the same URL in a code block is (SS-UNTRUSTED-SOURCE leaves it alone).
      const archive = /^pip/.test(object) ? /https?:\/\/\S+/.exec(object)?.[0] : undefined;
      const published = archive !== undefined && (isPublicCodeHost(archive) || PACKAGE_HOST_RE.test(archive));
      const vendor = !critical && installerSeverity(object) !== 'critical';
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(
          fact,
          critical ? 'critical' : published ? 'low' : vendor ? 'medium' : 'high',
        ),
        message: `tells the agent to fetch code and run it${critical ? ' without review' : ''}`,
      });
    }
  },
};
