import type { Node, Tree } from 'web-tree-sitter';
import { isStringListedAsData, isStringUsedAsData } from './classify-string-use.js';
import type { CodeFacts } from './code-facts.js';
import type { FileContext } from './file-context.js';
import { CLOUD_METADATA_RE, SENSITIVE_COMPONENT_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

const SENSITIVE_PATH_GLOBAL_RE = new RegExp(SENSITIVE_PATH_RE.source, 'g');
const COMPONENT_LITERAL_RE = /["'`]([.\w-]+)["'`]/g;
const METADATA_GLOBAL_RE = new RegExp(CLOUD_METADATA_RE.source, 'g');

/**
 * Credential paths and metadata endpoints are found by text search (cheap), then each hit is confirmed
 * against the syntax tree so that comments, docstrings, log messages and data tables do not count.
 */
export function classifyStringHits(ctx: FileContext, tree: Tree, facts: CodeFacts): void {
  const { text } = ctx;
  const listed: number[] = [];
  for (const match of text.matchAll(SENSITIVE_PATH_GLOBAL_RE)) {
    const index = (match.index ?? 0) + 1;
    if (!reportCredential(ctx, tree, facts, index) && isStringListedAsData(tree, index)) listed.push(index);
  }
  // Several credential paths in one stored list: a target list (or a scanner's table, hence only weak).
  if (listed.length >= 2) {
    const line = ctx.lineAt(listed[0] ?? 0);
    ctx.report('SS-CRED-READ', {
      line,
      severity: 'medium',
      message: `lists ${listed.length} credential files of the user running the agent`,
    });
    facts.weakSourceLines.push(line);
  }
  if (
    /\.ssh|\.aws|\.gnupg|\.netrc|\.git-cred|\.kube|\.docker|id_rsa|id_ed|id_ecdsa|id_dsa|password-store/.test(
      text,
    )
  ) {
    for (const match of text.matchAll(COMPONENT_LITERAL_RE)) {
      if (SENSITIVE_COMPONENT_RE.test(match[1] ?? ''))
        reportCredential(ctx, tree, facts, (match.index ?? 0) + 1);
    }
  }
  for (const match of text.matchAll(METADATA_GLOBAL_RE)) {
    const index = match.index ?? 0;
    if (!isStringUsedAsData(tree, index) && !passedAs(tree, index, HOST_KEY_RE)) continue;
    const line = ctx.lineAt(index);
    ctx.report('SS-CLOUD-METADATA', { line, message: `uses the cloud metadata endpoint ${match[0]}` });
    facts.sourceLines.push(line);
  }
}

/** Reports a credential path the program uses; false when the string is not used as data. */
function reportCredential(ctx: FileContext, tree: Tree, facts: CodeFacts, index: number): boolean {
  if (!isStringUsedAsData(tree, index)) return false;
  const line = ctx.lineAt(index);
  if (passedAs(tree, index, CLIENT_KEY_RE)) {
    ctx.report('SS-CRED-READ', {
      line,
      severity: 'medium',
      message:
        'hands a credential file to a client library (key_filename / identity); make sure it is the intended key',
    });
    return true;
  }
  ctx.report('SS-CRED-READ', { line, message: 'accesses a credential file of the user running the agent' });
  facts.sourceLines.push(line);
  return true;
}

/** Keyword arguments through which SSH/TLS clients take a key file to authenticate, not to ship it. */
const CLIENT_KEY_RE =
  /^(?:key_?filename|key_?file|keyfile|identity_?file|identityFile|pkey|ssh_?key(?:_path)?|private_?key(?:_path)?|privateKey(?:Path)?|cert_?file|certfile)$/;

/** `http.get({host: '169.254.169.254'})`: an address in a request options object is used, not listed. */
const HOST_KEY_RE = /^(?:host|hostname|url|uri|baseURL|base_url|endpoint|address)$/i;

function passedAs(tree: Tree, index: number, keyRe: RegExp): boolean {
  let node: Node | null = tree.rootNode.descendantForIndex(index);
  for (let depth = 0; node !== null && depth < 8; depth++, node = node.parent) {
    if (node.type === 'keyword_argument' || node.type === 'pair') {
      const key =
        (node.childForFieldName('name') ?? node.childForFieldName('key'))?.text.replace(/["']/g, '') ?? '';
      return keyRe.test(key);
    }
  }
  return false;
}
