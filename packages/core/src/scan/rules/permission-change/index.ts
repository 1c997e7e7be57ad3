import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** World-writable and set-id modes, however they are written (`777`, `0o777`, `a+w`, `u+s`, `4755`). */
const WORLD_WRITABLE_RE = /^(?:0o?)?[0-7]?[0-7][0-7][2367]$|(?:^|,)(?:a|o|ugo)?\+[rwx]*w|^511$/;
const SET_ID_RE = /(?:^|,)[ug]*\+[rwx]*s|^(?:0o?)?[4-7][0-7]{3}$/;
/** Paths outside anything a skill owns. */
const SYSTEM_PATH_RE =
  /^(?:\/|~|\$HOME|\$\{HOME\}|\/(?:etc|usr|var|bin|sbin|lib|opt|home|root|Users|System)\b|[A-Za-z]:\\)/;

/** Accounts that run a service (web servers, databases, CI): the owners its data folders are given to. */
const SERVICE_OWNER_RE =
  /^(?:www-data|nginx|apache|httpd|caddy|postgres|mysql|redis|mongodb|node|git|grafana|prometheus|elasticsearch|jenkins|nobody)(?::[\w-]*)?$/;
/** One application's folder under the places services keep their files (not the places themselves). */
const APP_FOLDER_RE = /^\/(?:var\/(?:www|lib|log|cache)|srv|opt)\/[\w.-]+(?:\/|$)/;

/** The user running the command, as `chown` owners spell it: `$USER`, `$(id -u):$(id -g)`, `$(whoami):staff`. */
const SELF = String.raw`(?:\$\{?USER\}?|\$\(\s*(?:whoami|id -u|id -un)\s*\)|\$\(\s*id -g\s*\)|\$\(\s*id -gn\s*\))`;
const CURRENT_USER_RE = new RegExp(String.raw`^["']?${SELF}(?::(?:${SELF}|\w+))?["']?$`);
const HOME_RE = /^(?:~|\$HOME|\$\{HOME\})(?:\/|$)/;

/** Mounts that hand a container the host: its root, the container runtime's socket, the user's keys. */
const HOST_MOUNT_RE =
  /^(?:\/|\/var\/run\/docker\.sock|\/run\/docker\.sock|\/run\/containerd\/containerd\.sock|\/etc|(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube|docker|config\/gcloud))\/?$/;

/**
 * What of the host a `docker run`/`podman run` gives its container: `--privileged`, the host's PID
 * namespace, or a mount of the root, the runtime socket or the user's credential folders. Any of these
 * is root on the host for whatever the image does, and the image can change under a moving tag.
 */
function containerGetsHost(
  program: string,
  args: readonly string[],
): { what: string; socket: boolean } | undefined {
  if (!/^(?:docker|podman|nerdctl)$/.test(program) || !args.some((a) => a === 'run' || a === 'create'))
    return undefined;
  if (args.includes('--privileged'))
    return { what: 'full privileges on the host (--privileged)', socket: false };
  if (args.some((a) => /^--pid=host$/.test(a)) || args.join(' ').includes('--pid host'))
    return { what: "the host's processes (--pid=host)", socket: false };
  let socket: { what: string; socket: boolean } | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const spec = a === '-v' || a === '--volume' ? args[i + 1] : /^(?:-v|--volume=)(.+)$/.exec(a)?.[1];
    const source = spec?.replace(/^["']|["']$/g, '').split(':')[0];
    if (source === undefined || !HOST_MOUNT_RE.test(source)) continue;
    const what = `the host's ${source} mounted`;
    if (!/\.sock$/.test(source)) return { what, socket: false };
    socket = { what, socket: true };
  }
  return socket;
}

/** Subjects every pod or every caller is: a binding to them hands the role to whatever runs in the cluster. */
const SHARED_SUBJECT_RE =
  /^--(?:serviceaccount=[\w.-]+:[\w.-]+|group=system:(?:serviceaccounts(?::[\w.-]+)?|authenticated|unauthenticated)|user=system:anonymous)$/;

/**
 * `kubectl create clusterrolebinding … --clusterrole=cluster-admin` for a service account or a built-in
 * group: any pod running as that account (or anyone who can call the API) becomes cluster admin. Binding
 * it to a named person is how cluster set-up guides give the operator rights, and stays unreported.
 */
function grantsClusterAdmin(program: string, args: readonly string[]): string | undefined {
  if (program !== 'kubectl' || !args.includes('create')) return undefined;
  if (!args.some((a) => a === 'clusterrolebinding' || a === 'rolebinding')) return undefined;
  const role = args.findIndex((a) => a === '--clusterrole=cluster-admin' || a === '--clusterrole');
  if (role === -1 || (args[role] === '--clusterrole' && args[role + 1] !== 'cluster-admin')) return undefined;
  return args.find((a) => SHARED_SUBJECT_RE.test(a))?.replace(/^--\w+=/, '');
}

/** Loosening who may change or run what: the first step of privilege escalation. */
export const permissionChange: Rule = {
  id: 'SS-PERMISSION-CHANGE',
  severity: 'high',
  title: 'Loosens file permissions or ownership',
  remediation: 'Set only the modes the skill needs on its own files (e.g. `chmod +x scripts/run.sh`).',
  rationale:
    'World-writable files, set-uid binaries and ownership changes of system paths let any local process replace code that runs with more rights; sudo rules grant root outright.',
  keywords: [
    'chmod',
    'chown',
    'chgrp',
    'setfacl',
    'icacls',
    'takeown',
    'usermod',
    'sudoers',
    'visudo',
    'set-acl',
    'docker',
    'podman',
    'nerdctl',
    'rolebinding',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'file')) {
      const path = fact.path.replace(/^["']|["']$/g, '');
      if (fact.op === 'chmod') {
        const mode = fact.mode ?? '';
        if (SET_ID_RE.test(mode)) {
          report(unit, { line: fact.line, message: `sets the set-user-ID or set-group-ID bit on ${path}` });
        } else if (WORLD_WRITABLE_RE.test(mode)) {
          const broad = (fact.recursive ?? false) || SYSTEM_PATH_RE.test(path);
          report(unit, {
            line: fact.line,
            severity: broad ? 'high' : 'medium',
            message: `makes ${path} writable by everyone (${mode})${fact.recursive ? ', recursively' : ''}`,
          });
        }
      } else if (fact.op === 'chown' && SYSTEM_PATH_RE.test(path)) {
        const toSelf = fact.mode !== undefined && CURRENT_USER_RE.test(fact.mode);
        // Giving the user back their own home (`chown -R "$(id -u):$(id -g)" ~/.ssh`) grants nothing;
        // making a system folder theirs (`chown -R $(whoami) /usr/local`) widens what they can replace.
        if (toSelf && HOME_RE.test(path)) continue;
        // `chown -R www-data: /var/www/site`: an application's own folder handed to the account that runs it.
        const service = SERVICE_OWNER_RE.test(fact.mode ?? '') && APP_FOLDER_RE.test(path);
        report(unit, {
          line: fact.line,
          ...(toSelf || service ? { severity: 'medium' as const } : {}),
          message: `changes the owner of ${path}${fact.mode ? ` to ${fact.mode}` : ''}`,
        });
      }
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const host = containerGetsHost(fact.program, fact.args);
      if (host !== undefined)
        report(unit, {
          line: fact.line,
          // Tools that manage containers (test harnesses, dashboards) legitimately talk to the socket.
          ...(host.socket ? { severity: 'medium' as const } : {}),
          message: `runs a container with ${host.what}`,
        });
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const subject = grantsClusterAdmin(fact.program, fact.args);
      if (subject !== undefined)
        report(unit, { line: fact.line, message: `binds cluster-admin to ${subject}` });
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const p = fact.program.toLowerCase();
      if (
        p === 'usermod' &&
        fact.args.some((a) => /^-\w*G$/.test(a)) &&
        fact.args.some((a) => /\b(?:sudo|wheel|admin|root|docker)\b/.test(a))
      ) {
        report(unit, { line: fact.line, message: 'adds a user to an administrative group' });
      }
    }
  },
};
