import type { ProcessFact } from '../../facts.js';
import type { Severity } from '../../severity.js';
import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** A name the skill's author wrote in, not one the user fills in (`{username}`, `$USER`, `<login>`, `:user`). */
const isLiteralName = (name: string | undefined): name is string =>
  name !== undefined && name !== '' && !/[{}<>$%]|^:|^\.\.\.$/.test(name);

/** Repository roles that can push code, change settings or add more people. */
const WRITE_PERMISSION_RE = /^permission=(?:admin|maintain|push|write)$/i;
/** Groups whose members are administrators of the machine. */
const ADMIN_GROUP_RE = /^(?:sudo|wheel|admin|root|administrators|docker)$/i;
/** Cloud roles that own everything in their scope. */
const CLOUD_OWNER_ROLE_RE =
  /(?:^|[=/])(?:AdministratorAccess|IAMFullAccess|roles\/(?:owner|editor|resourcemanager\.projectIamAdmin|iam\.securityAdmin)|Owner|User Access Administrator)$/;

interface Grant {
  what: string;
  severity: Severity;
}

const methodOf = (args: readonly string[]): string | undefined => {
  const at = args.findIndex((a) => a === '-X' || a === '--method');
  const joined = args.find((a) => /^(?:-X|--method=)[A-Z]+$/.test(a));
  return (at === -1 ? joined?.replace(/^(?:-X|--method=)/, '') : args[at + 1])?.toUpperCase();
};

/** `gh api` calls that give someone else a way into the user's repositories or organisation. */
function githubGrant(args: readonly string[]): Grant | undefined {
  if (args[0] === 'repo' && args[1] === 'deploy-key' && args[2] === 'add')
    return args.includes('--allow-write') || args.includes('-w')
      ? { what: 'adds a deploy key with write access to the repository', severity: 'high' }
      : undefined;
  if (args[0] !== 'api') return undefined;
  const method =
    methodOf(args) ?? (args.some((a) => a === '-f' || a === '-F' || a === '--field') ? 'POST' : 'GET');
  if (method === 'GET' || method === 'DELETE') return undefined;
  for (const arg of args) {
    const collaborator = /(?:^|\/)repos\/\S+?\/collaborators\/([^/\s]+)$/.exec(arg);
    if (collaborator !== null && isLiteralName(collaborator[1]))
      return {
        what: `makes \`${collaborator[1]}\`, named in the skill, a collaborator on the user's repository${args.some((a) => WRITE_PERMISSION_RE.test(a)) ? ' with write or admin rights' : ''}`,
        severity: 'high',
      };
    const member = /(?:^|\/)orgs\/[^/\s]+\/(?:memberships|outside_collaborators)\/([^/\s]+)$/.exec(arg);
    if (member !== null && isLiteralName(member[1]))
      return {
        what: `adds \`${member[1]}\`, named in the skill, to the user's organisation`,
        severity: 'high',
      };
    if (/(?:^|\/)repos\/\S+\/keys$/.test(arg)) {
      const key = args.some((a) => /^key=(?:ssh-|ecdsa-)\S+\s+\S{20,}/.test(a));
      const writable = args.some((a) => /^read_only=false$/i.test(a));
      if (key && writable)
        return {
          what: 'adds a deploy key written in the skill, with write access, to the repository',
          severity: 'critical',
        };
      if (key) return { what: 'adds a deploy key written in the skill to the repository', severity: 'high' };
    }
    if (/^\/?user\/keys$/.test(arg) && args.some((a) => /^key=(?:ssh-|ecdsa-)\S+\s+\S{20,}/.test(a)))
      return {
        what: "adds an SSH key written in the skill to the user's GitHub account",
        severity: 'critical',
      };
  }
  return undefined;
}

/** Cloud CLI calls that mint keys for, or hand owner rights to, an identity the skill names. */
function cloudGrant(program: string, args: readonly string[]): Grant | undefined {
  const line = args.join(' ');
  if (program === 'aws' && args[0] === 'iam') {
    const action = args[1] ?? '';
    if (
      /^(?:attach|put)-(?:user|role|group)-policy$/.test(action) &&
      args.some((a) => CLOUD_OWNER_ROLE_RE.test(a))
    )
      return { what: `gives an IAM identity administrator rights (\`aws iam ${action}\`)`, severity: 'high' };
    // Rotating one's own key is `create-access-key` too: only a console password for a named user is a way in.
    const user = /--user-name[= ](\S+)/.exec(line)?.[1];
    if (action === 'create-login-profile' && isLiteralName(user))
      return {
        what: `gives the IAM user \`${user}\`, named in the skill, a console password`,
        severity: 'high',
      };
    if (action === 'add-user-to-group' && /--group-name\s+\S*admin/i.test(line))
      return { what: 'adds an IAM user to an administrators group', severity: 'high' };
    if (
      /^(?:update-assume-role-policy|create-role)$/.test(action) &&
      /arn:aws:iam::\d{12}:(?:root|user\/)/.test(line)
    )
      return { what: 'lets an AWS account named in the skill assume a role of the user', severity: 'high' };
    return undefined;
  }
  if (program === 'gcloud' && /\badd-iam-policy-binding\b/.test(line)) {
    const member = /--member[= ](?:user|serviceAccount|group|domain):(\S+)/.exec(line)?.[1];
    const role = /--role[= ](\S+)/.exec(line)?.[1] ?? '';
    if (isLiteralName(member) && CLOUD_OWNER_ROLE_RE.test(role.replace(/["']/g, '')))
      return { what: `gives \`${member}\`, named in the skill, ${role} on the project`, severity: 'high' };
    return undefined;
  }
  if (program === 'az' && args[0] === 'role' && args[1] === 'assignment' && args[2] === 'create') {
    const assignee = /--assignee(?:-object-id)?[= ](\S+)/.exec(line)?.[1];
    const role = /--role[= ]("[^"]+"|'[^']+'|\S+)/.exec(line)?.[1]?.replace(/["']/g, '') ?? '';
    if (isLiteralName(assignee) && /^(?:Owner|Contributor|User Access Administrator)$/i.test(role))
      return { what: `gives \`${assignee}\`, named in the skill, the ${role} role`, severity: 'high' };
  }
  return undefined;
}

/** Local accounts created or raised to administrator. */
function localGrant(program: string, args: readonly string[]): Grant | undefined {
  const line = args.join(' ');
  if (/^(?:useradd|adduser|usermod)$/.test(program)) {
    const groups = /(?:^|\s)(?:-a?G|--groups)[= ]?(\S+)/.exec(line)?.[1]?.split(',') ?? [];
    if (groups.some((g) => ADMIN_GROUP_RE.test(g)))
      return { what: `puts an account into an administrators group (\`${program}\`)`, severity: 'high' };
    if (/(?:^|\s)-o\b/.test(line) && /(?:^|\s)-u\s*0\b/.test(line))
      return { what: 'creates a second account with user id 0 (root)', severity: 'critical' };
    return undefined;
  }
  if (
    program === 'net' &&
    /^(?:user|localgroup)$/i.test(args[0] ?? '') &&
    args.some((a) => /^\/add$/i.test(a))
  )
    return /^localgroup$/i.test(args[0] ?? '')
      ? ADMIN_GROUP_RE.test(args[1] ?? '')
        ? { what: 'adds an account to the local administrators', severity: 'high' }
        : undefined
      : { what: 'creates a local Windows account', severity: 'medium' };
  if (program === 'add-localgroupmember' && /-group\s+["']?administrators\b/i.test(line))
    return { what: 'adds an account to the local administrators', severity: 'high' };
  return undefined;
}

/** AWS's own example account numbers: documentation, not an account anyone owns. */
const EXAMPLE_ACCOUNTS = new Set([
  '123456789012',
  '111122223333',
  '444455556666',
  '210987654321',
  '000000000000',
]);

/**
 * A trust policy written out (Terraform, CloudFormation, IAM JSON) whose principal is a whole AWS account
 * given by number: whoever owns that account can take the role. The user's own account is a variable or
 * a lookup (`data.aws_caller_identity`), not a number the skill's author typed.
 */
function outsideTrust(text: string): { account: string; at: number } | undefined {
  if (!/sts:AssumeRole/i.test(text)) return undefined;
  for (const m of text.matchAll(/arn:aws:iam::(\d{12}):root\b/g)) {
    if (!EXAMPLE_ACCOUNTS.has(m[1] ?? '')) return { account: m[1] ?? '', at: m.index ?? 0 };
  }
  return undefined;
}

function grantOf(fact: ProcessFact): Grant | undefined {
  const program = fact.program.toLowerCase();
  // Quotes are how the command was written, not part of a path or field (`"repos/$1/keys"`, `key="ssh-…"`).
  const args = fact.args.map((a) => a.replace(/^(["'])(.*)\1$/s, '$2').replace(/=(["'])(.*)\1$/s, '=$2'));
  if (program === 'gh') return githubGrant(args);
  return cloudGrant(program, args) ?? localGrant(program, args);
}

/**
 * Account manipulation: a skill that adds its author's account, key or cloud identity to what the user
 * controls keeps access after it is removed, and needs no further code to come back.
 */
export const accessGrant: Rule = {
  id: 'SS-PERSISTENCE',
  severity: 'high',
  title: 'Gives someone else access to the user’s accounts',
  remediation:
    'Do not add collaborators, deploy keys, cloud role bindings or local administrators from a skill; tell the user what to grant and let them do it.',
  rationale:
    'Adding an outside collaborator, a writable deploy key, an IAM binding or an administrator account is how intruders keep a way back in (account manipulation); the grant outlives the skill and looks like ordinary administration.',
  keywords: [
    'collaborators',
    'deploy-key',
    '/keys',
    'outside_collaborators',
    'memberships',
    'attach-user-policy',
    'attach-role-policy',
    'attach-group-policy',
    'put-user-policy',
    'put-role-policy',
    'create-login-profile',
    'add-user-to-group',
    'assume-role-policy',
    'sts:assumerole',
    'add-iam-policy-binding',
    'role assignment',
    'useradd',
    'adduser',
    'usermod',
    'localgroup',
    'net user',
    'add-localgroupmember',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit } of units) {
      // Prose that mentions an account is not a policy; a .tf or policy JSON file is one, whatever its surface.
      if (unit.language === 'markdown') continue;
      const trust = outsideTrust(unit.text);
      if (trust === undefined) continue;
      const admin = /\bpolicy\/(?:AdministratorAccess|IAMFullAccess)\b/.test(unit.text);
      report(unit, {
        line: unit.firstLine + (unit.text.slice(0, trust.at).match(/\n/g)?.length ?? 0),
        severity: admin ? 'critical' : 'high',
        message: `lets the AWS account ${trust.account}, named in the skill, assume the roles it defines${admin ? ', which get AdministratorAccess' : ''}`,
      });
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const grant = grantOf(fact);
      if (grant !== undefined)
        report(unit, { line: fact.line, severity: grant.severity, message: grant.what });
    }
  },
};
