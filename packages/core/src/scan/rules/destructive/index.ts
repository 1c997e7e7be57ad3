import type { Fact, FileFact, ProcessFact } from '../../facts.js';
import { factsOf } from '../facts-of.js';
import type { Rule, Trigger } from '../rule.js';

/** Paths whose recursive removal destroys the system or the user's data, however they are spelled. */
const BROAD_PATH_RE =
  /^(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$\{HOME\}|\$HOME\/\*?|\$\{HOME\}\/\*?|%USERPROFILE%\\?\*?|\$env:USERPROFILE\\?\*?|[A-Za-z]:\\?\*?|\.\.(?:\/\.\.)*\/?\*?|\/(?:etc|usr|var|bin|sbin|lib|lib64|boot|opt|home|root|Users|System|Library|Applications)\/?\*?|~\/(?:Documents|Desktop|Downloads|Pictures|projects|src|code|\.config|\.ssh|\.aws)\/?\*?|\/home\/[^/]+\/?\*?|\/Users\/[^/]+\/?\*?|\*)$/;
/**
 * A recursive delete of a parent of wherever the script stands (`cd "$(dirname "$0")"; rm -rf ../*`):
 * everything around the skill goes, the folders of the user's other work with it.
 */
const PARENT_ESCAPE_RE = /(?:^|\/)\.\.(?:\/\.\.)*\/?\*?$/;
/** A name with a literal prefix before the part chosen at run time (`preview-$PR`, `ci-${RUN_ID}`). */
const OWN_PREFIX_RE = /^[a-z0-9][a-z0-9.-]{2,}-\$/i;
/** Where database servers keep every database of the machine: removing it drops them all at once. */
const DATABASE_DATA_RE =
  /^\/var\/lib\/(?:postgresql|pgsql|mysql|mariadb|mongodb|mongo|redis|cassandra|elasticsearch|opensearch|influxdb|couchdb|neo4j|clickhouse)(?:\/|$)/;
/** The home folder however a script names it, so `$HOME/.gnupg` and `~/.gnupg` read alike. */
const HOME_PREFIX_RE = /^(?:\$\{?HOME\}?|%USERPROFILE%|\$env:USERPROFILE)(?=$|[\\/])/;
/**
 * Every hidden entry of the home folder at once (`~/.[!.]*`, `~/.??*`, `~/.*`): the SSH and GPG keys,
 * cloud logins and every tool's settings, which no cache cleanup needs to touch wholesale.
 */
const HOME_DOTFILES_RE = /^~\/\.(?:\*|\?+\*?|\[[!^]?\.?\][*?]*|\[[!^]\.\][^/]*)$/;
/** Key stores and synced documents of the home folder: removing one loses what no reinstall brings back. */
const HOME_VAULT_RE =
  /^~\/(?:\.gnupg|\.password-store|Library\/(?:Keychains|Mobile Documents)|iCloud Drive|OneDrive)\/?\*?$/;
/** The `.git` folder of each project matched by a glob (`~/projects/*\/.git`): all their history at once. */
const EVERY_GIT_DIR_RE = /^(?:~|\/)[^\n]*\*[^\n]*\/\.git\/?$/;
/** Windows' shadow copies: deleting them is how ransomware makes sure nothing can be restored. */
const SHADOW_COPIES_RE = /HarddiskVolumeShadowCopy/i;
/** Programs that create a filesystem, erasing what their target held. */
const FORMATTERS_RE = /^(?:mkfs(?:\.\w+)?|mke2fs|mkswap|wipefs|format(?:\.com)?)$/i;
/** Block devices: writing to them erases a disk. */
const DISK_RE = /^\/dev\/(?:sd|hd|nvme|xvd|vd|disk|rdisk|mmcblk|md\d|dm-|mapper\/|\$)/;

/**
 * Commands that erase shared state beyond the machine: every workload of a cluster, a repository's tags or
 * history on its remote, a whole cloud stack. One line, no undo, and other people's work goes with it.
 */
function remoteWipe(
  program: string,
  args: readonly string[],
  everyRefListed: boolean,
): { severity: 'critical' | 'high' | 'medium'; message: string } | undefined {
  const has = (...flags: string[]) => args.some((a) => flags.includes(a));
  if (program === 'kubectl' && has('delete')) {
    if (has('--all') && has('--all-namespaces', '-A'))
      return {
        severity: 'critical',
        message: 'deletes every resource of the kind in every namespace of the cluster',
      };
    // `kubectl get ns -o name | xargs kubectl delete`: the names come from the pipe.
    if (everyRefListed && args.filter((a) => !a.startsWith('-')).length === 1)
      return {
        severity: 'high',
        message: 'deletes every namespace the cluster lists, with everything in them',
      };
    if (has('ns', 'namespace', 'namespaces') && args.some((a) => a.includes('$'))) {
      // `preview-$PR`: a name fixed up to the run's own suffix is the skill's own throwaway namespace.
      const names = args.filter((a) => a.includes('$'));
      return names.every((a) => OWN_PREFIX_RE.test(a))
        ? {
            severity: 'medium',
            message: `deletes the namespace ${names.join(', ')}, named by a fixed prefix`,
          }
        : { severity: 'high', message: 'deletes namespaces chosen at run time, with everything in them' };
    }
  }
  if (program === 'git' && has('push')) {
    // Rewriting history to purge a leaked secret ends this way too: worth a look, not a block.
    if (has('--mirror') && has('--force', '-f'))
      return { severity: 'medium', message: 'force-mirrors over the remote, replacing every branch and tag' };
    if (has('--delete', '-d') && (everyRefListed || args.some((a) => /\bgit (?:tag|branch)\b/.test(a))))
      return { severity: 'high', message: 'deletes every listed tag or branch on the remote' };
  }
  // `docker volume ls -q | xargs docker volume rm`: the data of every container on the machine, all projects'.
  if (program === 'docker' && args[0] === 'volume' && args[1] === 'rm') {
    const operands = args.slice(2).filter((a) => !a.startsWith('-'));
    if (
      (everyRefListed && operands.length === 0) ||
      operands.some((a) => /^\$\(\s*docker\s+volume\s+ls\s+-q\s*\)$/.test(a))
    )
      return { severity: 'high', message: 'removes every Docker volume, the stored data of every container' };
  }
  // `psql -Atc "select datname from pg_database" | xargs -I{} dropdb {}`: each database the server lists.
  if ((program === 'dropdb' || program === 'mysqladmin') && everyRefListed)
    return { severity: 'high', message: 'drops every database the server lists' };
  if (program === 'terraform' && has('destroy') && has('-auto-approve', '--auto-approve'))
    return { severity: 'high', message: 'destroys the whole infrastructure stack without asking' };
  if (program === 'aws' && has('s3') && (has('rb') ? has('--force') : has('rm') && has('--recursive'))) {
    const target = args.find((a) => a.startsWith('s3://')) ?? '';
    if (/^s3:\/\/[^/]+\/?$/.test(target))
      return { severity: 'high', message: `empties the bucket ${target}` };
  }
  return undefined;
}

/** Database clients that take a statement on the command line (`psql -c`, `mysql -e`, `redis-cli FLUSHALL`). */
const DATABASE_CLIENTS: ReadonlySet<string> = new Set([
  'psql',
  'mysql',
  'mariadb',
  'sqlcmd',
  'mongo',
  'mongosh',
  'cockroach',
  'clickhouse-client',
  'redis-cli',
  'cqlsh',
]);
/** Statements that erase a database's contents wholesale. */
const WIPE_STATEMENT_RE =
  /\b(?:drop\s+(?:schema|database|owned\s+by)\b|truncate\s+(?:table\s+)?(?=\w)|flushall\b|flushdb\b|dropDatabase\s*\(|drop\s+keyspace\b)/i;
/** A target named as production: `$PROD_DATABASE_URL`, `db.prod.internal`, `--host production-db`. */
const PRODUCTION_TARGET_RE = /(?:^|[^a-z])prod(?:uction)?(?:$|[^a-z])/i;

/**
 * A wipe statement sent to a database the command names as production: what a staging refresh or a test
 * reset does to its own database, pointed at the one real users' data lives in.
 */
function wipesProduction(fact: ProcessFact): boolean {
  if (!DATABASE_CLIENTS.has(fact.program)) return false;
  return (
    fact.args.some((a) => WIPE_STATEMENT_RE.test(a)) &&
    fact.args.some((a) => !WIPE_STATEMENT_RE.test(a) && PRODUCTION_TARGET_RE.test(a))
  );
}

/** Options that pick some refs (merged ones, those holding a commit), not all of them. */
const REF_FILTER_RE = /^--(?:no-)?(?:merged|contains|points-at)\b/;

/**
 * A git command that prints every tag or branch (`git tag -l`, `git branch -r`, `git for-each-ref
 * refs/tags`, `git ls-remote`), with no pattern or filter choosing among them.
 */
function listsEveryRef(fact: ProcessFact): boolean {
  if (fact.program === 'kubectl') return listsEveryNamespace(fact.args);
  // `psql -Atc "select datname from pg_database …"`: every database of the server, by name.
  if (DATABASE_CLIENTS.has(fact.program)) return fact.args.some((a) => CATALOGUE_RE.test(a));
  if (fact.program === 'docker')
    return fact.args.join(' ') === 'volume ls -q' || fact.args.join(' ') === 'volume ls --quiet';
  if (fact.program !== 'git') return false;
  const [sub, ...rest] = fact.args;
  if (rest.some((a) => REF_FILTER_RE.test(a))) return false;
  const operands = rest.filter((a) => !a.startsWith('-'));
  switch (sub) {
    case 'tag':
      return operands.length === 0;
    case 'branch':
      return operands.length === 0 && rest.some((a) => /^(?:-r|-a|--remotes|--all|--list|-l)$/.test(a));
    case 'for-each-ref':
      return (
        operands.length > 0 && operands.every((a) => /^refs\/(?:tags|heads|remotes(?:\/[^/*]+)?)\/?$/.test(a))
      );
    case 'ls-remote':
      return operands.length <= 1;
    default:
      return false;
  }
}

/** `kubectl get ns` without a name or a selector: every namespace of the cluster, system ones too. */
function listsEveryNamespace(args: readonly string[]): boolean {
  const [verb, kind, ...rest] = args;
  if (verb !== 'get' || !/^(?:ns|namespaces?)$/.test(kind ?? '')) return false;
  if (rest.some((a) => /^(?:-l|--selector|--field-selector)(?:=|$)/.test(a))) return false;
  return rest.every((a, i) => a.startsWith('-') || rest[i - 1] === '-o' || rest[i - 1] === '--output');
}

/**
 * SQL that lists the server's schemas or databases from its catalogue and drops each name it gets back
 * (`for s in execute("select nspname from pg_namespace …"): execute(f'DROP SCHEMA "{s}" CASCADE')`):
 * every database of the user goes, not a scratch schema the skill named. A drop of a fixed name
 * (`DROP SCHEMA IF EXISTS shadow CASCADE`, or one held in a constant) is the skill's own.
 */
const CATALOGUE_RE =
  /\b(?:pg_namespace|pg_database|information_schema\.schemata|sys\.databases|show\s+(?:databases|schemas))\b/i;
/** The name dropped is interpolated: group 1 is the expression when it is written inside `{…}`. */
const DROP_LISTED_RE =
  /\bdrop\s+(?:schema|database)\s+(?:if\s+exists\s+)?[`"'[]?(?:\$?\{([^}]*)\}|%s|["'`]\s*\+)/gi;
/** A constant (`{SCHEMA}`, `${SHADOW_DB}`) names one fixed schema; a loop variable names whatever was listed. */
const CONSTANT_RE = /^[A-Z][A-Z0-9_]*$/;
const PROSE_LANGUAGES: ReadonlySet<string> = new Set(['markdown', 'text']);

/**
 * The shell forms of what the rule reports: a delete whose target could be broad (`/`, `~`, `$HOME`, `..`,
 * `*`, a system folder; written as a word of its own, so a variable set to it counts too), a disk device,
 * a formatter, and the remote wipes. `rm -rf "$WORK"` of a temporary folder has none of them.
 */
const SHELL_DESTROYS: readonly Trigger[] = [
  {
    keywords: [
      'rm',
      'rmdir',
      'unlink',
      'shred',
      'rimraf',
      'remove',
      'del',
      'rd',
      'delete',
      'clean',
      'find',
      'rsync',
    ],
    pattern:
      /(?:^|[\s='"(:;|&])(?:\/(?=$|[\s'"*;)|&])|~|\$\{?HOME\b|%USERPROFILE%|\$env:USERPROFILE|[A-Za-z]:\\|\.\.|(?:\.\/)*\*(?=$|[\s'";)|&])|\/(?:etc|usr|var|bin|sbin|lib|lib64|boot|opt|home|root|Users|System|Library|Applications)\b)/m,
  },
  {
    keywords: ['/dev/'],
    pattern: /\/dev\/(?:sd|hd|nvme|xvd|vd|disk|rdisk|mmcblk|md\d|dm-|mapper\/|\$)/,
  },
  {
    keywords: [
      'shadowcopy',
      'mkfs',
      'mke2fs',
      'mkswap',
      'wipefs',
      'format',
      'kubectl',
      'push',
      'terraform',
      's3',
      'drop',
      'dropdb',
      'mysqladmin',
      'truncate',
      'flushall',
      'flushdb',
    ],
  },
];

/**
 * Filters that pick the user's data rather than what a tool leaves behind: databases, documents, photos,
 * password vaults. `find / -name '*.db' -delete` empties every database on the machine; a cleanup filters
 * on caches, logs and build output.
 */
const USER_DATA_FILTER_RE =
  /\*\.(?:db|sqlite3?|sql|mdb|accdb|docx?|xlsx?|pptx?|odt|ods|pdf|jpe?g|png|heic|kdbx|wallet)\b/i;

/**
 * `find` filters that pick files by age, size or owner, or by a name every file or every hidden one has
 * (`-name '.*'`; `! -name .` only spares the folder itself): under a broad root they still select the user's
 * files wholesale, unlike `-name '*.pyc'`.
 */
const ANY_FILE_FILTER_RE =
  /-(?:[mac](?:time|min)|newer\w*|size|user|group|uid|gid) \S+|-i?name ["']?(?:\.\*|\*|\.\?\*|\.\.?)["']?(?=\s|$)/g;
const selectsEverything = (matching: string): boolean =>
  matching.replace(ANY_FILE_FILTER_RE, '').trim() === '';

/** A folder of the user's home (`$HOME/Documents`, `~/Pictures`): the files ransomware is after. */
const HOME_FOLDER_RE = /^["']?(?:~|\$\{?HOME\}?|\/home\/[^/]+|\/Users\/[^/]+)\/[^/]+\/?["']?$/;

/** Encrypting commands (not `-d`/`--decrypt`): `openssl enc`, `gpg -c`/`-e`, `age`, `ccrypt`. */
function encrypts(fact: ProcessFact): boolean {
  const a = fact.args;
  if (a.some((x) => /^-(?:d|-decrypt)$/.test(x))) return false;
  if (fact.program === 'openssl') return a[0] === 'enc' || /^-?aes|^-?chacha/.test(a[0] ?? '');
  if (fact.program === 'gpg' || fact.program === 'gpg2')
    return a.some((x) => /^(?:-c|-e|--symmetric|--encrypt)$/.test(x));
  return fact.program === 'age' || fact.program === 'ccrypt';
}

/**
 * The shape of ransomware (T1486): a recursive listing of the home folder, a folder in it or another
 * broad root, a file encrypted, and that same file deleted. A backup encrypts its own archive; it does not
 * walk home and remove what it encrypted.
 */
function encryptedThenDeleted(facts: readonly Fact[]): { line: number; root: string } | undefined {
  const root = facts.find(
    (f): f is FileFact =>
      f.kind === 'file' &&
      f.op === 'list' &&
      (f.recursive ?? false) &&
      (BROAD_PATH_RE.test(f.path) || HOME_FOLDER_RE.test(f.path)),
  );
  if (root === undefined) return undefined;
  for (const f of facts) {
    if (f.kind !== 'process' || !encrypts(f)) continue;
    const deleted = facts.some(
      (d) => d.kind === 'file' && d.op === 'delete' && f.args.some((x) => x === d.path),
    );
    if (deleted) return { line: f.line, root: root.path };
  }
  return undefined;
}

/** Deleting what the skill does not own: the home directory, the root, a disk. */
export const destructive: Rule = {
  id: 'SS-DESTRUCTIVE',
  severity: 'critical',
  title: 'Destructive command',
  remediation: 'Restrict deletions and writes to paths inside the skill or a temporary directory it created.',
  rationale:
    'Recursive deletes of `~`, `/` or a parent directory, and writes to disk devices, destroy data in one step; a skill only ever needs to remove what it created.',
  keywords: [
    'rm',
    'rmtree',
    'unlink',
    'remove',
    'del ',
    'rd ',
    'rmdir',
    'shred',
    'wipefs',
    'mkfs',
    'dd ',
    'of=',
    'truncate',
    'format',
    'delete',
    'clean',
    'rimraf',
    'emptydir',
    '/dev/',
    'drop',
    'truncate',
    'flushall',
    'flushdb',
    'kubectl',
    'push',
    'terraform',
    's3',
  ],
  triggers: { shell: SHELL_DESTROYS },
  needsFacts: true,
  check({ units, report }) {
    for (const { unit } of units) {
      if (PROSE_LANGUAGES.has(unit.language) || !CATALOGUE_RE.test(unit.text)) continue;
      const drop = [...unit.text.matchAll(DROP_LISTED_RE)].find((m) => !CONSTANT_RE.test(m[1]?.trim() ?? ''));
      if (drop === undefined) continue;
      report(unit, {
        line: unit.firstLine + (unit.text.slice(0, drop.index).match(/\n/g)?.length ?? 0),
        severity: 'high',
        message: 'drops every schema or database the server lists, with everything in them',
      });
    }
    for (const { unit, facts } of units) {
      // Code that connects with a production variable and runs a wipe statement: the script form of `psql`.
      if (PROSE_LANGUAGES.has(unit.language) || unit.language === 'shell') continue;
      const prod = facts.find(
        (f) => f.kind === 'env' && f.op === 'read' && PRODUCTION_TARGET_RE.test(f.name ?? ''),
      );
      const wipe = prod === undefined ? null : WIPE_STATEMENT_RE.exec(unit.text);
      if (prod === undefined || wipe === null) continue;
      report(unit, {
        line: unit.firstLine + (unit.text.slice(0, wipe.index).match(/\n/g)?.length ?? 0),
        severity: 'high',
        message: `runs ${wipe[0].trim().toUpperCase()} on the database of ${(prod as { name?: string }).name}, named as production`,
      });
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      const target = fact.args.filter((a) => !a.startsWith('-')).at(-1) ?? '';
      // Formatting an image file is how disk images are built; formatting a device is covered above.
      if (FORMATTERS_RE.test(fact.program) && !DISK_RE.test(target)) {
        report(unit, {
          line: fact.line,
          severity: 'medium',
          message: `creates a filesystem on ${target}, erasing what it held`,
        });
      }
    }
    for (const { unit, facts } of units) {
      for (const fact of facts) {
        if (fact.kind !== 'process') continue;
        // `git for-each-ref refs/tags | xargs git push origin --delete`: the refs come from the pipe.
        // The pipeline's other commands (one text, though a continued line starts them on different lines).
        // A `grep` that keeps only some names (`grep '^namespace/preview-'`) narrows the list; `grep -v` drops a few.
        const sameLine = facts.filter(
          (f) => f !== fact && f.kind === 'process' && (f.line === fact.line || f.text === fact.text),
        );
        const narrowed = sameLine.some(
          (f) => f.kind === 'process' && f.program === 'grep' && !f.args.some((a) => /^-\w*v/.test(a)),
        );
        const everyRefListed = sameLine.some((f) => f.kind === 'process' && listsEveryRef(f)) && !narrowed;
        if (wipesProduction(fact))
          report(unit, {
            line: fact.line,
            severity: 'high',
            message: `${fact.program} wipes a database the command names as production`,
          });
        const wipe = remoteWipe(fact.program, fact.args, everyRefListed);
        if (wipe !== undefined)
          report(unit, { line: fact.line, severity: wipe.severity, message: wipe.message });
      }
    }
    for (const { unit, facts } of units) {
      const encrypted = encryptedThenDeleted(facts);
      if (encrypted !== undefined)
        report(unit, {
          line: encrypted.line,
          message: `encrypts the files it finds under ${encrypted.root} and deletes the originals`,
        });
    }
    for (const { unit, fact } of factsOf(units, 'file')) {
      // `./*` is `*` spelled out: where the unit stands is unknown, so it is every file there.
      const path = fact.path
        .replace(/^["']|["']$/g, '')
        .replace(/^(?:\.\/)+(?=.)/, '')
        .replace(HOME_PREFIX_RE, '~')
        .replace(/^~\\.*/, (p) => p.replace(/\\+/g, '/'));
      if (fact.op === 'delete' && SHADOW_COPIES_RE.test(path)) {
        report(unit, { line: fact.line, message: 'deletes the shadow copies Windows restores files from' });
      } else if (fact.op === 'delete' && DISK_RE.test(path)) {
        report(unit, { line: fact.line, message: `erases the disk device ${path}` });
      } else if (
        fact.op === 'delete' &&
        (fact.recursive ?? false) &&
        (fact.matching === undefined || selectsEverything(fact.matching)) &&
        (BROAD_PATH_RE.test(path) || PARENT_ESCAPE_RE.test(path))
      ) {
        report(unit, {
          line: fact.line,
          message: `recursively deletes ${path}${fact.matching === undefined ? '' : ` (every file matching ${fact.matching})`}`,
        });
      } else if (fact.op === 'delete' && fact.matching === undefined && HOME_DOTFILES_RE.test(path)) {
        report(unit, {
          line: fact.line,
          message: `deletes every hidden file and folder of the home folder (${path}): keys, logins, settings`,
        });
      } else if (
        fact.op === 'delete' &&
        (fact.recursive ?? false) &&
        fact.matching === undefined &&
        HOME_VAULT_RE.test(path)
      ) {
        report(unit, {
          line: fact.line,
          message: `recursively deletes ${path}, where keys or synced documents live`,
        });
      } else if (
        fact.op === 'delete' &&
        (fact.recursive ?? false) &&
        ((fact.matching === undefined && EVERY_GIT_DIR_RE.test(path)) ||
          (/(?:^|\s)-i?(?:name|path)\s+['"]?\.git['"]?$/.test(fact.matching ?? '') &&
            (BROAD_PATH_RE.test(path) || HOME_FOLDER_RE.test(path))))
      ) {
        report(unit, {
          line: fact.line,
          severity: 'high',
          message: `deletes the .git folder of every project under ${path}, with all their history`,
        });
      } else if (
        fact.op === 'delete' &&
        (fact.recursive ?? false) &&
        fact.matching === undefined &&
        DATABASE_DATA_RE.test(path)
      ) {
        report(unit, {
          line: fact.line,
          message: `recursively deletes ${path}, the data directory of a database server (every database on it)`,
        });
      } else if (
        fact.op === 'delete' &&
        fact.matching !== undefined &&
        USER_DATA_FILTER_RE.test(fact.matching) &&
        (BROAD_PATH_RE.test(path) || HOME_FOLDER_RE.test(path))
      ) {
        report(unit, {
          line: fact.line,
          message: `deletes the files matching ${fact.matching} everywhere under ${path}`,
        });
      } else if ((fact.op === 'write' || fact.op === 'append') && DISK_RE.test(path)) {
        report(unit, { line: fact.line, message: `writes over the disk device ${path}` });
      }
    }
  },
};
