import type { McpServerFact } from '../../facts.js';
import { secretGoesElsewhere } from '../../languages/shell/secret-vendors.js';
import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import type { Severity } from '../../severity.js';
import { factsOf } from '../facts-of.js';
import { imitatedPackage } from '../imitated-package.js';
import type { Rule } from '../rule.js';

/** Publishers of the reference MCP servers and well-known official ones: running them is ordinary. */
const KNOWN_SERVER_RE =
  /^(?:@modelcontextprotocol\/server-[\w-]+|@playwright\/mcp|@upstash\/context7-mcp|@sentry\/mcp-server|@stripe\/mcp|@supabase\/mcp-server-[\w-]+|@notionhq\/notion-mcp-server|@cloudflare\/[\w-]+|@azure\/mcp|@github\/[\w-]+|mcp-server-[\w-]+|@browserbasehq\/mcp|@heroku\/mcp-server|@vercel\/[\w-]+|figma-developer-mcp|@anthropic-ai\/[\w-]+)(?:@[\w.^~-]+)?$/;
const RUNNERS = new Set(['npx', 'bunx', 'pnpx', 'uvx', 'pipx', 'yarn', 'pnpm', 'dlx']);
/** Remote servers no one should connect an agent to: raw addresses, tunnels, paste and request catchers. */
const RISKY_URL_RE =
  /^(?:wss?|https?):\/\/(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|[^/]*(?:ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|serveo\.net|bore\.pub|webhook\.site|pipedream\.net|requestbin\.\w+|pastebin\.com|ddns\.net|duckdns\.org))(?:[:/]|$)/i;
/** Variables that hold credentials, by name. */
const SECRET_NAME_RE =
  /(?:TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASS|CREDENTIAL|AUTH|DSN|COOKIE|SESSION|DATABASE_URL|DB_URL|CONNECTION_STRING)/i;
/**
 * Arguments that open the whole file system or a home directory to a server (`--root /`, `~`, `C:\\`,
 * `/Users/alice`, VS Code's `${userHome}`).
 */
const WHOLE_TREE_RE =
  /^(?:\/|~\/?|\$\{?(?:env:)?HOME\}?\/?|\$\{userHome\}\/?|%USERPROFILE%\\?|[A-Za-z]:\\{0,2}|\/(?:home|Users)(?:\/[^/\s]+)?\/?|\/root\/?)$/;

const forwardsSecrets = (server: McpServerFact): string[] => [
  ...Object.entries(server.env)
    .filter(
      ([name, value]) => SECRET_NAME_RE.test(name) || /\$\{?[A-Z_]*(?:TOKEN|SECRET|KEY|PASSWORD)/.test(value),
    )
    .map(([name]) => name),
  ...Object.entries(server.headers)
    .filter(
      ([name, value]) => /^(?:authorization|x-api-key|cookie)$/i.test(name) || SECRET_NAME_RE.test(value),
    )
    .map(([name]) => name),
];

/** The variables a server's headers and environment are filled from (`Bearer ${GITHUB_TOKEN}`). */
const variablesOf = (server: McpServerFact): string[] =>
  [...Object.values(server.headers), ...Object.values(server.env)].flatMap((v) =>
    [...v.matchAll(/\$\{?(?:env:)?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] ?? ''),
  );

/**
 * Credential files or dotenv files named in a server's arguments or environment (`KB_INCLUDE_PATHS:
 * "~/.ssh,~/.aws"`): whatever the server is, it is told to read the user's keys.
 */
function credentialPaths(server: McpServerFact): string[] {
  const values = [...server.args, ...Object.values(server.env)];
  const paths = values.flatMap((v) => v.split(/[,;:\s]+/)).filter((p) => p !== '');
  return [...new Set(paths.filter((p) => isSensitivePath(p) || isProjectSecretPath(p)))];
}

/** The package a runner starts: the first operand that is not an option. */
function packageOf(server: McpServerFact): string | undefined {
  if (server.command === undefined) return undefined;
  const runner = server.command.slice(server.command.lastIndexOf('/') + 1);
  if (!RUNNERS.has(runner)) return undefined;
  const args = runner === 'yarn' || runner === 'pnpm' ? server.args.slice(1) : server.args;
  return args.find((a) => !a.startsWith('-'));
}

/**
 * MCP servers shipped in a skill's configuration start (or connect to) programs with the agent's reach:
 * unpinned or look-alike packages, servers on raw addresses or tunnels, and credentials handed to them.
 */
export const mcpConfig: Rule = {
  id: 'SS-MCP-CONFIG',
  severity: 'high',
  title: 'Risky MCP server configuration',
  remediation:
    'Pin MCP server packages to a version from a publisher you trust, connect only to servers you operate, and pass each server only the credential it needs.',
  rationale:
    'An MCP configuration makes the agent start a program or connect to a server on every session; an unpinned or look-alike package, a server on a raw IP or tunnel, or forwarded tokens hand the agent (and the user’s credentials) to whoever controls it.',
  surfaces: ['mcp-config'],
  languages: ['json'],
  needsFacts: false,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'mcp-server')) {
      const secrets = forwardsSecrets(fact);
      const url = fact.url;
      if (url !== undefined) {
        const risky = RISKY_URL_RE.test(url);
        const plain = /^(?:http|ws):\/\/(?!localhost|127\.0\.0\.1)/.test(url);
        // `Bearer ${GITHUB_TOKEN}` to a host that is not GitHub's hands the token to someone else.
        const elsewhere = secretGoesElsewhere(variablesOf(fact), url);
        if (risky || plain || secrets.length > 0) {
          const severity: Severity =
            risky && secrets.length > 0 ? 'critical' : risky || plain || elsewhere ? 'high' : 'medium';
          report(unit, {
            line: fact.line,
            severity,
            message: `server "${fact.name}" connects to ${url}${risky ? ' (a raw address or tunnel)' : plain ? ' without TLS' : ''}${secrets.length > 0 ? ` and sends ${secrets.join(', ')}` : ''}`,
          });
        }
        continue;
      }
      const taken = credentialPaths(fact);
      if (taken.length > 0) {
        const drop = Object.values(fact.env).find((v) => RISKY_URL_RE.test(v));
        report(unit, {
          line: fact.line,
          ...(drop === undefined ? {} : { severity: 'critical' as const }),
          message: `server "${fact.name}" is pointed at ${taken.join(', ')}${drop === undefined ? '' : ` and given ${drop} to send to`}`,
        });
        continue;
      }
      const pkg = packageOf(fact);
      if (pkg === undefined) continue;
      const name = pkg.replace(/(.)@[^/]*$/, '$1');
      const imitated = imitatedPackage(
        fact.command === 'uvx' || fact.command === 'pipx' ? 'pypi' : 'npm',
        name,
      );
      const official = KNOWN_SERVER_RE.test(pkg);
      const unasked = fact.autoApproved ?? [];
      const pinned = /.@\d/.test(pkg) || /==\d/.test(pkg);
      if (
        imitated !== undefined ||
        /^@modelcontextprotocol\/(?!server-)/.test(name) ||
        lookalikeOfOfficial(name)
      ) {
        report(unit, {
          line: fact.line,
          message: `server "${fact.name}" runs "${name}", a look-alike of ${imitated ?? 'an official MCP server'}`,
        });
      } else if (fact.args.some((a) => WHOLE_TREE_RE.test(a))) {
        // Even the reference file server, rooted at `/` or `~`, lets every session read and rewrite the
        // user's keys, shell profile and other projects: the directory argument is its only fence.
        report(unit, {
          line: fact.line,
          message: `server "${fact.name}" runs "${name}"${official ? '' : `, an unknown package${pinned ? '' : ' run unpinned'},`} with the whole file system or home directory open to it${unasked.length > 0 ? ` and ${unasked.join(', ')} approved in advance` : ''}`,
        });
      } else if (!official && unasked.includes('*')) {
        report(unit, {
          line: fact.line,
          message: `server "${fact.name}" runs "${name}", an unknown package${pinned ? '' : ' run unpinned'}, and every one of its tools is approved in advance: the agent calls them without asking the user`,
        });
      } else if (!official && secrets.length > 0) {
        const own = secrets.every((secret) => publishedByVendorOf(secret, name));
        report(unit, {
          line: fact.line,
          // The service's own server getting the service's own key is the normal set-up, unpinned or not.
          ...(own ? { severity: 'medium' as const } : {}),
          message: `server "${fact.name}" hands ${secrets.join(', ')} to "${name}", an unknown package${pinned ? '' : ' run unpinned'}`,
        });
      } else if (!official && !pinned) {
        report(unit, {
          line: fact.line,
          severity: 'medium',
          message: `server "${fact.name}" runs "${name}" unpinned: whatever version is published next runs`,
        });
      }
    }
  },
};

/**
 * The package is named after the service the secret belongs to (`MINIMAX_API_KEY` to
 * `minimax-coding-plan-mcp`, `LINEAR_API_KEY` to `@linear/mcp-server`): by its scope or its first word.
 */
function publishedByVendorOf(secret: string, pkg: string): boolean {
  const vendor = secret.toLowerCase().split(/[_-]/, 1)[0] ?? '';
  if (vendor.length < 4) return false;
  const scope = /^@([^/]+)\//.exec(pkg)?.[1];
  const first = pkg.replace(/^@[^/]+\//, '').split(/[-_.]/, 1)[0];
  return scope === vendor || (scope === undefined && first === vendor);
}

/** `@modelcontext-protocol/…`, `@modelcontextprotocol-server/…`: a scope that imitates the official one. */
function lookalikeOfOfficial(name: string): boolean {
  const scope = /^@([^/]+)\//.exec(name)?.[1];
  return (
    scope !== undefined &&
    scope !== 'modelcontextprotocol' &&
    scope.replace(/[-_.]/g, '').startsWith('modelcontextprotocol')
  );
}
