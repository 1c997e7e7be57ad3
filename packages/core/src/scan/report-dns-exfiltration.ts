import type { CodeFacts } from './code-facts.js';
import type { FileContext } from './file-context.js';
import type { Severity } from './finding.js';

/** Python and JavaScript calls that resolve a host name (each lookup reaches the attacker's name server). */
export const DNS_CALL_RE =
  /^(?:socket\.(?:gethostbyname(?:_ex)?|getaddrinfo|getfqdn)|dns\.resolver\.(?:resolve|query)|(?:dns\.resolver\.)?Resolver\(\)\.(?:resolve|query)|(?:dns|dns\.promises|dnsPromises|dnsp)\.(?:lookup|resolve\w*)|(?:\w+\.)?resolve(?:4|6|Any|Txt|Cname|Mx|Ns)|Deno\.resolveDns)$/;

/**
 * A name with data in front of a fixed domain: `f"{chunk}.x.example"`, `` `${d}.evil.example` ``,
 * `d + ".evil.example"`, `"%s.x.example" % d`, `"{}.x.example".format(d)`, `".".join([d, …])`.
 */
const DYNAMIC_LABEL_RE =
  /(?:\{[^{}]*\}|\$\{[^{}]*\})[\w-]*\.[A-Za-z][\w-]*|\+\s*[fbr]?["'`]\.[A-Za-z][\w-]*|%s\.[A-Za-z][\w-]*|\{\d?\}\.[A-Za-z][\w-]*|["'`]\.["'`]\s*\.\s*join\s*\(/;
/** The label carries secrets or the environment by name. */
const SENSITIVE_LABEL_RE =
  /\benviron\b|\bgetenv\b|process\.env|\w*(?:SECRET|TOKEN|PASSW|API_?KEY|PRIVATE|CREDENTIAL)\w*|\bid_(?:rsa|ed25519|ecdsa)\b|\.ssh\b|\.aws\b/i;
/** Encoding or slicing into label-sized chunks: data is being smuggled, not a host being named. */
const ENCODED_LABEL_RE =
  /\b(?:b64encode|b32encode|b16encode|urlsafe_b64encode|hexlify|encode|btoa)\b|\.hex\(\)|toString\(\s*["'](?:hex|base64|base64url)["']|\[[^\]]*:[^\]]*\]|\.(?:slice|substr|substring)\s*\(/;

export interface DnsLookup {
  line: number;
  args: string;
  /** What the variables named in `args` were last assigned: the data may be encoded a few lines earlier. */
  sources: string;
  /** Resolving inside a loop sends the data chunk by chunk. */
  inLoop: boolean;
}

/**
 * Data encoded into the labels of a name and resolved leaves through DNS, which firewalls and proxies rarely
 * block. Credentials read anywhere in the script make it `critical`; encoded or chunked data `high`.
 */
export function reportDnsExfiltration(ctx: FileContext, facts: CodeFacts, lookups: DnsLookup[]): void {
  for (const { line, args, sources, inLoop } of lookups) {
    if (!DYNAMIC_LABEL_RE.test(args)) continue;
    const data = `${args}\n${sources}`;
    const sensitive = SENSITIVE_LABEL_RE.test(data) || facts.sourceLines.length > 0;
    const severity: Severity = sensitive
      ? 'critical'
      : ENCODED_LABEL_RE.test(data) || inLoop
        ? 'high'
        : 'medium';
    ctx.report('SS-EXFIL', {
      line,
      severity,
      message: sensitive
        ? 'encodes credentials or secrets into a DNS name it resolves (DNS exfiltration)'
        : 'builds a DNS name from data and resolves it (the lookup carries the data away)',
    });
  }
}

/** The last assigned value of each variable `args` names, joined: where a lookup's data came from. */
export function sourcesOf(args: string, values: ReadonlyMap<string, string>): string {
  return (args.match(/[A-Za-z_$][\w$]*/g) ?? [])
    .map((id) => values.get(id))
    .filter((v) => v !== undefined)
    .join('\n');
}
