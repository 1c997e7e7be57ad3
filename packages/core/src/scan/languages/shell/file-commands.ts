import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import { CREDENTIAL_PATTERN_RE } from '../../sensitive-patterns.js';
import { tokenCommand } from './data-commands.js';
import type { Arg, Handler, Stream } from './invocation.js';
import { NOTHING } from './invocation.js';
import { hasOption, type OptionSpec, optionValues, parseOptions } from './parse-options.js';
import { DISK_DEVICE } from './resolve-word.js';
import { NETWORK, SECRET, SENSITIVE_FILE, USER_DATA } from './taint-bits.js';

function spec(shortValued: string, longValued: readonly string[] = []): OptionSpec {
  return { shortValued, longValued: new Set(longValued) };
}

function baseOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

function joinPath(dir: string, name: string): string {
  return dir.endsWith('/') ? dir + name : `${dir}/${name}`;
}

/** The user's home directory itself: listing it shows what the user works on. */
function isHome(path: string): boolean {
  return /^(?:~|\$HOME|\$\{HOME\}|\/home\/[^/]+|\/Users\/[^/]+|\/root)\/?$/.test(path);
}

interface ReaderSpec {
  options?: OptionSpec;
  /** Options whose value is a file the program reads (`grep -f PATTERNS`, `jq --from-file`). */
  fileOptions?: readonly string[];
  /** The first operand is a pattern, filter or script, not a file (`grep PAT f`, `jq .x f`), unless given by option. */
  leadingProgram?: boolean;
  programOptions?: readonly string[];
  /** Prints the content itself (`cat`): the text flows on. */
  copies?: boolean;
  /** Prints a digest or a count: nothing of the content flows on. */
  opaque?: boolean;
  /** Prints the first (`head`) or last (`tail`) lines of known text: `$(lsblk … | head -1)` stays a disk. */
  lines?: 'head' | 'tail';
}

/** `head -n 3`, `head -3`, `tail -n1`: how many lines. */
function lineCount(args: readonly Arg[]): number {
  for (let i = 0; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    const m =
      /^-(?:n)?(\d+)$/.exec(word) ??
      (word === '-n' || word === '--lines' ? /^\+?(\d+)$/.exec(args[i + 1]?.value ?? '') : null) ??
      /^--lines=(\d+)$/.exec(word);
    if (m !== null) return Number(m[1]);
  }
  return 10;
}

/** Programs that read the files named as operands (standard input when none). */
function reader(r: ReaderSpec = {}): Handler {
  return (inv, walker) => {
    const parsed = parseOptions(inv.args, r.options ?? spec(''));
    const operands = [...parsed.operands];
    if (r.leadingProgram === true && !hasOption(parsed, ...(r.programOptions ?? []))) operands.shift();
    for (const f of optionValues(parsed, ...(r.fileOptions ?? []))) walker.readFile(inv, f);
    if (operands.length === 0) {
      if (r.opaque === true) return { taint: 0 };
      if (r.lines !== undefined && inv.stdin.text !== undefined && inv.stdin.partial !== true) {
        const all = inv.stdin.text.replace(/\n$/, '').split('\n');
        const n = lineCount(inv.args);
        const kept = r.lines === 'head' ? all.slice(0, n) : all.slice(-n);
        return {
          taint: inv.stdin.taint,
          text: `${kept.join('\n')}\n`,
          secrets: inv.stdin.secrets,
          device: inv.stdin.device,
        };
      }
      // Whichever line a filter keeps of a disk listing names a disk, spelled as the listing spells it.
      return r.copies === true || inv.stdin.device === true
        ? inv.stdin
        : { taint: inv.stdin.taint, secrets: inv.stdin.secrets };
    }
    let taint = 0;
    let socket = false;
    let text: string | undefined = '';
    for (const file of operands) {
      const content = walker.readFile(inv, file);
      taint |= content.taint;
      socket ||= content.socket === true;
      text = text !== undefined && content.text !== undefined ? text + content.text : undefined;
      if (file.value === '-' || file.value === '/dev/stdin') taint |= inv.stdin.taint;
    }
    if (r.opaque === true) return { taint: 0 };
    const endless = operands.some((f) => /^\/dev\/(?:zero|u?random)$/.test(f.value));
    const out: Stream = { taint };
    if (r.copies === true && text !== undefined) out.text = text;
    if (endless) out.endless = true;
    if (socket) out.socket = true;
    return out;
  };
}

/** `cp SRC… DST`, `install`, `mv`, `ln`: the destination gets what the sources hold. */
function copier(kind: 'copy' | 'move' | 'link'): Handler {
  return (inv, walker) => {
    const parsed = parseOptions(
      inv.args,
      spec(kind === 'copy' ? 'tSmogb' : 'tSb', [
        '--target-directory',
        '--suffix',
        '--mode',
        '--owner',
        '--group',
      ]),
    );
    if (inv.program === 'install' && hasOption(parsed, '-d', '--directory')) return NOTHING;
    const targetDir = optionValues(parsed, '-t', '--target-directory')[0];
    const operands = parsed.operands;
    const dest = targetDir ?? operands.at(-1);
    const sources = targetDir === undefined ? operands.slice(0, -1) : operands;
    if (dest === undefined || sources.length === 0) return NOTHING;
    const destPath = walker.path(dest.value);
    const intoDir = targetDir !== undefined || sources.length > 1 || dest.value.endsWith('/');
    const recursive = hasOption(parsed, '-r', '-R', '-a', '--recursive', '--archive');
    for (const src of sources) {
      const path = walker.path(src.value);
      const to = intoDir ? joinPath(destPath, baseOf(path)) : destPath;
      const content =
        kind === 'link'
          ? walker.contentOf(path)
          : walker.readFile(inv, src, recursive ? { recursive: true } : {});
      if (kind !== 'copy') walker.fileFact(inv, kind, path, { target: to, content: [] });
      walker.writeFile(
        inv,
        to,
        content.text === undefined ? { taint: content.taint } : { taint: content.taint, text: content.text },
      );
      if (kind === 'link') walker.scope.files.set(to, content);
    }
    return NOTHING;
  };
}

/** Deleting programs: every operand goes, recursively with `-r`. */
function deleter(options: OptionSpec, recursiveFlags: readonly string[]): Handler {
  return (inv, walker) => {
    const parsed = parseOptions(inv.args, options);
    const recursive = recursiveFlags.length > 0 && hasOption(parsed, ...recursiveFlags);
    for (const operand of parsed.operands) {
      const path = walker.path(operand.value);
      walker.fileFact(inv, 'delete', path, recursive ? { recursive: true } : {});
    }
    return NOTHING;
  };
}

/** `mkfs.ext4 /dev/sdb1`, `wipefs -a /dev/sda`, `blkdiscard`: the filesystem or device named last is erased. */
const eraseLast: Handler = (inv, walker) => {
  const operand = inv.args.filter((a) => !a.value.startsWith('-')).at(-1);
  if (operand !== undefined) walker.fileFact(inv, 'delete', walker.path(operand.value), { recursive: true });
  return NOTHING;
};

const sgdisk: Handler = (inv, walker) =>
  inv.args.some((a) => /^(?:-Z|--zap-all|-o|--clear|-z|--zap)$/.test(a.value))
    ? eraseLast(inv, walker)
    : NOTHING;

const MODE_RE = /^(?:[0-7]{1,4}|[ugoa]*(?:[-+=][rwxXstugo]*)+(?:,[ugoa]*(?:[-+=][rwxXstugo]*)+)*)$/;

const chmod: Handler = (inv, walker) => {
  const recursive = inv.args.some((a) => /^-\w*R|^--recursive$/.test(a.value));
  const modeAt = inv.args.findIndex((a) => MODE_RE.test(a.value));
  const mode = inv.args[modeAt]?.value;
  if (mode === undefined) return NOTHING;
  for (const a of inv.args.slice(modeAt + 1)) {
    if (a.value.startsWith('-')) continue;
    walker.fileFact(inv, 'chmod', walker.path(a.value), recursive ? { mode, recursive: true } : { mode });
  }
  return NOTHING;
};

const chown: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('', ['--reference', '--from']));
  const recursive = hasOption(parsed, '-R', '--recursive');
  const [owner, ...paths] = parsed.operands;
  if (owner === undefined) return NOTHING;
  for (const p of paths)
    walker.fileFact(
      inv,
      'chown',
      walker.path(p.value),
      recursive ? { mode: owner.value, recursive: true } : { mode: owner.value },
    );
  return NOTHING;
};

const tee: Handler = (inv, walker) => {
  const append = inv.args.some((a) => /^-\w*a|^--append$/.test(a.value));
  for (const a of inv.args)
    if (!a.value.startsWith('-') || a.value === '-')
      walker.writeFile(inv, walker.path(a.value), inv.stdin, append);
  return inv.stdin;
};

const touch: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('drt', ['--date', '--reference']));
  for (const p of parsed.operands)
    walker.writeFile(inv, walker.path(p.value), { taint: 0 }, false, { empty: true });
  return NOTHING;
};

/** `truncate -s 0 f` empties the file; other sizes only grow or shrink it. */
const truncate: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('sr', ['--size', '--reference']));
  const size = optionValues(parsed, '-s', '--size')[0]?.value ?? '';
  for (const p of parsed.operands) {
    const path = walker.path(p.value);
    if (/^0+[KMGTP]?$/i.test(size)) walker.fileFact(inv, 'delete', path);
    else walker.writeFile(inv, path, { taint: 0 });
  }
  return NOTHING;
};

const SIZE_RE = /^(\d+(?:\.\d+)?)([KMGTPE]?)i?B?$/i;
const UNIT_POWER: Record<string, number> = { '': 0, K: 1, M: 2, G: 3, T: 4, P: 5, E: 6 };

function bytes(size: string): number {
  const m = SIZE_RE.exec(size);
  return m === null ? 0 : Number(m[1]) * 1024 ** (UNIT_POWER[(m[2] ?? '').toUpperCase()] ?? 0);
}

/** 100 GiB in one file is not a swap file or a test image: it is there to fill the disk. */
const FILL_BYTES = 100 * 1024 ** 3;

const fallocate: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('lon', ['--length', '--offset']));
  const length = bytes(optionValues(parsed, '-l', '--length')[0]?.value ?? '');
  for (const p of parsed.operands) walker.writeFile(inv, walker.path(p.value), { taint: 0 });
  if (length >= FILL_BYTES) walker.loop(inv, { endless: false, spawns: false, forks: false, fills: true });
  return NOTHING;
};

/** `dd if=… of=…`: what it copies, and whether it stops (`count=`) or runs until the disk is full. */
const dd: Handler = (inv, walker) => {
  const operands = new Map<string, Arg>();
  for (const a of inv.args) {
    const eq = a.value.indexOf('=');
    if (eq > 0) operands.set(a.value.slice(0, eq), { ...a, value: a.value.slice(eq + 1) });
  }
  const input = operands.get('if');
  const output = operands.get('of');
  const endlessInput =
    input === undefined ? inv.stdin.endless === true : /^\/dev\/(?:zero|u?random)$/.test(input.value);
  const content = input === undefined ? inv.stdin : endlessInput ? { taint: 0 } : walker.readFile(inv, input);
  const bounded = operands.has('count') || !endlessInput;
  const stream: Stream = { taint: content.taint };
  if (content.text !== undefined) stream.text = content.text;
  if (!bounded) stream.endless = true;
  if (output === undefined) return stream;
  const path = walker.path(output.value);
  walker.writeFile(inv, path, stream, (operands.get('oflag')?.value ?? '').includes('append'));
  // A counter in the name (`of=/tmp/f_$i`) resolves to its first value, so one copy of 100 MiB or more a
  // round in a loop that never ends is read as a new file each round: the disk fills.
  const copied = bytes(operands.get('bs')?.value ?? '512') * Number(operands.get('count')?.value ?? 0);
  if (walker.endless && copied >= LOOP_FILL_BYTES && !path.startsWith('/dev/')) walker.noteFill();
  return NOTHING;
};

/** What one round of an endless loop may write before the loop counts as filling the disk. */
const LOOP_FILL_BYTES = 100 * 1024 ** 2;

const FIND_FILTERS = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-regex',
  '-iregex',
  '-wholename',
  '-iwholename',
  '-user',
  '-group',
  '-newer',
  '-newermt',
  '-newerct',
  '-mtime',
  '-mmin',
  '-atime',
  '-amin',
  '-ctime',
  '-cmin',
  '-size',
  '-empty',
  '-perm',
  '-links',
  '-inum',
  '-samefile',
  '-lname',
  '-ilname',
  '-uid',
  '-gid',
  '-used',
]);
/** Expression words that take a value. */
const FIND_VALUED = new Set([
  ...FIND_FILTERS,
  '-type',
  '-xtype',
  '-maxdepth',
  '-mindepth',
  '-fstype',
  '-printf',
  '-fprintf',
  '-fprint',
  '-fls',
  '-context',
]);
FIND_VALUED.delete('-empty');

/**
 * `find ROOT [filters] -delete | -exec rm {} +`: deletes under ROOT, or only what the filters select
 * (`-name '*.pyc'`); `-exec CMD` otherwise runs CMD on each file; without either it lists.
 */
const find: Handler = (inv, walker) => {
  const args = inv.args;
  let i = 0;
  const roots: string[] = [];
  while (i < args.length && !/^[-(!]/.test(args[i]?.value ?? ''))
    roots.push(walker.path(args[i++]?.value ?? '.'));
  if (roots.length === 0) roots.push(walker.path('.'));
  const filters: string[] = [];
  let deletes = false;
  const execs: Arg[][] = [];
  for (; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '-delete') deletes = true;
    else if (word === '-exec' || word === '-execdir' || word === '-ok' || word === '-okdir') {
      const command: Arg[] = [];
      for (i++; i < args.length && args[i]?.value !== ';' && args[i]?.value !== '+'; i++) {
        const a = args[i];
        if (a !== undefined) command.push(a);
      }
      execs.push(command);
    } else if (FIND_FILTERS.has(word)) {
      filters.push(word === '-empty' ? word : `${word} ${args[i + 1]?.value ?? ''}`);
      if (word !== '-empty') i++;
    } else if (FIND_VALUED.has(word)) i++;
  }
  const matching = filters.length > 0 ? filters.join(' ') : undefined;
  // `-exec cat {} \;` after `-name '.env*'`: each file the command gets is one of that name.
  const names = filters.flatMap((f) => /^-i?name (.+)$/.exec(f)?.[1] ?? []);
  const found = names.length === 1 ? `*/${names[0]}` : '*';
  for (const command of execs) {
    const program = baseOf(command[0]?.value ?? '');
    if (/^(?:rm|shred|unlink)$/.test(program)) deletes = true;
    else {
      const root = roots[0] ?? '.';
      walker.invokeArgs(
        inv,
        command.map((a) =>
          a.value.includes('{}') ? { ...a, value: a.value.replace('{}', joinPath(root, found)) } : a,
        ),
        { taint: 0 },
      );
    }
  }
  for (const root of roots) {
    const extra = matching === undefined ? { recursive: true } : { recursive: true, matching };
    walker.fileFact(inv, deletes ? 'delete' : 'list', root, extra);
  }
  // `find ~ -name 'id_rsa*' | xargs tar …`: files picked by a credential's name and handed to another
  // program are read, wherever under the roots they are.
  const consumed = inv.stdout !== undefined && 'program' in inv.stdout;
  let sensitive = false;
  let secret = false;
  if (!deletes && (consumed || execs.length > 0))
    for (const filter of filters) {
      const name = /^-i?name (.+)$/.exec(filter)?.[1]?.replace(/^\*+|\*+$/g, '') ?? '';
      if (name === '' || /[/*?[]/.test(name)) continue;
      // The name itself must be a credential's (`id_rsa`, `wallet.dat`), not just sit under `~/.ssh`; or
      // a file a project keeps its secrets in (`.env*`, `*.tfstate`).
      if (isSensitivePath(`./**/${name}`)) {
        sensitive = true;
        for (const root of roots)
          walker.fileFact(inv, 'read', joinPath(root, `**/${name}`), { content: ['sensitive-file'] });
      } else if (isProjectSecretPath(`./**/${name}`)) {
        secret = true;
        for (const root of roots)
          walker.fileFact(inv, 'read', joinPath(root, `**/${name}`), { content: ['secret'] });
      }
    }
  return {
    taint: (roots.some(isHome) ? USER_DATA : 0) | (sensitive ? SENSITIVE_FILE : 0) | (secret ? SECRET : 0),
  };
};

const list: Handler = (inv, walker) => {
  let taint = 0;
  const globs: string[] = [];
  for (const a of inv.args) {
    if (a.value.startsWith('-')) continue;
    const path = walker.path(a.value);
    walker.fileFact(inv, 'list', path);
    if (isHome(path)) taint |= USER_DATA;
    // `ls /dev/nvme*n1` prints the paths the glob matches: the glob stands for them.
    if (/[*?[]/.test(path)) globs.push(path);
  }
  return globs.length > 0 && inv.program === 'ls' ? { taint, text: `${globs.join('\n')}\n` } : { taint };
};

/** `lsblk`, `blkid`, `fdisk -l`, `diskutil list`: their output names the machine's disks. */
const diskListing: Handler = (inv) => {
  const listsDisks =
    inv.program === 'lsblk' ||
    inv.program === 'blkid' ||
    inv.program === 'findmnt' ||
    (/^s?fdisk$|^parted$/.test(inv.program) && inv.args.some((a) => a.value === '-l')) ||
    (inv.program === 'diskutil' && inv.args[0]?.value === 'list');
  if (!listsDisks) return undefined;
  // lsblk prints bare names (`sda`) unless asked for paths; `/dev/$(lsblk -ndo NAME)` adds the prefix.
  const bare = inv.program === 'lsblk' && !inv.args.some((a) => /^-\w*p|^--paths$/.test(a.value));
  return { taint: 0, text: `${bare ? '$disk' : DISK_DEVICE}\n`, device: true };
};

/** `sed -i EXPR FILE` edits the file in place (`sed -i '$a curl …|sh' ~/.bashrc`); otherwise it reads. */
const sed: Handler = (inv, walker) => {
  const options = spec('efl', ['--expression', '--file', '--line-length']);
  const inPlace = inv.args.some((a) => /^-\w*i|^--in-place/.test(a.value));
  if (!inPlace)
    return reader({ options, leadingProgram: true, programOptions: ['-e', '--expression', '-f', '--file'] })(
      inv,
      walker,
    );
  const parsed = parseOptions(
    inv.args.filter((a) => !/^-\w*i|^--in-place/.test(a.value) || /^-\w*[ef]$/.test(a.value)),
    options,
  );
  const scripts = optionValues(parsed, '-e', '--expression');
  const operands = [...parsed.operands];
  if (scripts.length === 0 && !hasOption(parsed, '-f', '--file')) {
    const first = operands.shift();
    if (first !== undefined) scripts.push(first);
  }
  const script = scripts.map((s) => s.value).join('\n');
  let taint = 0;
  for (const s of scripts) taint |= s.taint;
  for (const file of operands)
    walker.writeFile(inv, walker.path(file.value), { taint, text: script, partial: true });
  return NOTHING;
};

/** `tar c` reads its files into the archive; `tar x` writes what the archive holds. */
const tar: Handler = (inv, walker) => {
  const first = inv.args[0]?.value ?? '';
  const args = /^[A-Za-z]+$/.test(first)
    ? [{ ...inv.args[0]!, value: `-${first}` }, ...inv.args.slice(1)]
    : inv.args;
  const parsed = parseOptions(
    args,
    spec('fCTXbIK', [
      '--file',
      '--directory',
      '--files-from',
      '--exclude-from',
      '--use-compress-program',
      '--exclude',
      '--transform',
    ]),
  );
  const archive = optionValues(parsed, '-f', '--file')[0];
  const dir = optionValues(parsed, '-C', '--directory')[0];
  if (hasOption(parsed, '-x', '--extract', '--get')) {
    const content =
      archive === undefined || archive.value === '-' ? inv.stdin : walker.readFile(inv, archive);
    walker.writeFile(inv, walker.path(dir?.value ?? '.'), { taint: content.taint });
    return NOTHING;
  }
  if (!hasOption(parsed, '-c', '--create', '-r', '--append', '-u', '--update')) {
    if (archive !== undefined && archive.value !== '-') walker.readFile(inv, archive);
    return { taint: 0 };
  }
  let taint = 0;
  for (const file of parsed.operands)
    taint |= walker.readFile(
      inv,
      { ...file, value: dir === undefined ? file.value : joinPath(dir.value, file.value) },
      { recursive: true },
    ).taint;
  if (archive === undefined || archive.value === '-') return { taint };
  walker.writeFile(inv, walker.path(archive.value), { taint });
  return NOTHING;
};

/** `zip [-r] ARCHIVE FILES…`, `7z a ARCHIVE FILES…`. */
const zip: Handler = (inv, walker) => {
  const args = inv.program === 'zip' ? inv.args : inv.args.slice(1);
  if (inv.program !== 'zip' && !/^[au]$/.test(inv.args[0]?.value ?? '')) {
    const archive = args.find((a) => !a.value.startsWith('-'));
    if (archive !== undefined) walker.readFile(inv, archive);
    return { taint: 0 };
  }
  const parsed = parseOptions(args, spec('bnPtxiZ', ['--password', '--exclude', '--include']));
  const [archive, ...files] = parsed.operands;
  if (archive === undefined) return NOTHING;
  let taint = files.length === 0 ? inv.stdin.taint : 0;
  for (const file of files) taint |= walker.readFile(inv, file, { recursive: true }).taint;
  if (archive.value === '-') return { taint };
  walker.writeFile(inv, walker.path(archive.value), { taint });
  return NOTHING;
};

const unzip: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('dPx', []));
  const archive = parsed.operands[0];
  if (archive === undefined) return NOTHING;
  const content = walker.readFile(inv, archive);
  walker.writeFile(inv, walker.path(optionValues(parsed, '-d')[0]?.value ?? '.'), { taint: content.taint });
  return NOTHING;
};

/** `sqlite3 DB [SQL]`: browser cookie and login databases are read this way. */
const sqlite3: Handler = (inv, walker) => {
  const db = inv.args.find((a) => !a.value.startsWith('-'));
  return db === undefined ? undefined : { taint: walker.readFile(inv, db).taint };
};

/** Where the user's crontab lives; installing one is a write of this file. */
const CRONTAB_PATH = '/var/spool/cron/crontabs/$USER';

/**
 * `crontab FILE`, `… | crontab -`: installs a crontab (a write with the jobs as content); `-l` lists it,
 * `-r` removes it, `-e` opens an editor and writes nothing the script says.
 */
const crontab: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('uc', []));
  if (hasOption(parsed, '-l')) return { taint: 0 };
  if (hasOption(parsed, '-r')) {
    walker.fileFact(inv, 'delete', CRONTAB_PATH);
    return NOTHING;
  }
  if (hasOption(parsed, '-e')) return NOTHING;
  const file = parsed.operands[0];
  if (file === undefined || file.value === '-') {
    if (file === undefined && inv.stdin.redirected !== true) return NOTHING;
    walker.writeFile(inv, CRONTAB_PATH, inv.stdin);
    return NOTHING;
  }
  const content = walker.readFile(inv, file);
  walker.writeFile(
    inv,
    CRONTAB_PATH,
    content.text === undefined ? { taint: content.taint } : { taint: content.taint, text: content.text },
  );
  return NOTHING;
};

/** A git remote URL: `https://h/…`, `ssh://…`, `git://…`, or scp-like `user@host:path`. */
const GIT_URL_RE = /^(?:https?|ssh|git):\/\/[^\s/]+\/|^[\w.-]+@[\w.-]+\.[\w.-]+:/;

/** `git clean -fdx` deletes untracked files; `git clone URL` downloads; `git credential fill` prints one. */
const git: Handler = (inv, walker) => {
  const sub = inv.args.findIndex((a) => !a.value.startsWith('-'));
  const command = inv.args[sub]?.value ?? '';
  const rest = inv.args.slice(sub + 1);
  if (command === 'clean' && rest.some((a) => /^-\w*f|^--force$/.test(a.value))) {
    const paths = rest.filter((a) => !a.value.startsWith('-'));
    const ignored = rest.some((a) => /^-\w*x/.test(a.value));
    for (const p of paths.length === 0 ? ['.'] : paths.map((a) => a.value))
      walker.fileFact(inv, 'delete', walker.path(p), {
        recursive: true,
        matching: ignored ? 'untracked and ignored files' : 'untracked files',
      });
    return NOTHING;
  }
  if (command === 'clone') {
    const operands = parseOptions(
      rest,
      spec('bocju', [
        '--branch',
        '--origin',
        '--config',
        '--depth',
        '--jobs',
        '--reference',
        '--filter',
        '--separate-git-dir',
        '--upload-pack',
        '--template',
        '--shallow-since',
        '--shallow-exclude',
        '--recurse-submodules',
      ]),
    ).operands;
    const url = operands[0];
    if (url !== undefined) {
      walker.network(inv, 'fetch', url.value, url.taint, { api: 'git clone' });
      const dir = operands[1]?.value ?? baseOf(url.value).replace(/\.git$/, '');
      walker.writeFile(inv, walker.path(dir), { taint: NETWORK });
    }
    return NOTHING;
  }
  if (command === 'remote') {
    // `git remote add NAME URL`, `git remote set-url [--push] NAME URL`: where a later push of NAME goes.
    const [action, ...operands] = rest.filter((a) => !a.value.startsWith('-'));
    const [name, url] = operands;
    if ((action?.value === 'add' || action?.value === 'set-url') && name !== undefined && url !== undefined) {
      if (GIT_URL_RE.test(url.value)) walker.scope.remotes.set(name.value, url.value);
      else walker.scope.remotes.delete(name.value);
    }
    return NOTHING;
  }
  if (command === 'bundle') {
    // `git bundle create FILE --all`: the repository, history and every branch, in one file that a later
    // upload takes along, as a push would.
    const [action, file] = rest.filter((a) => !a.value.startsWith('-'));
    if (action?.value === 'create' && file !== undefined && file.value !== '-')
      walker.writeFile(inv, walker.path(file.value), { taint: USER_DATA });
    return NOTHING;
  }
  if (command === 'push') {
    // The repository goes where the script says. `git push` alone goes to the user's own `origin`
    // unless the script re-pointed it; a placeholder (`<url>`) is an address the user fills in.
    const operand = rest.find((a) => !a.value.startsWith('-'))?.value ?? 'origin';
    const url = walker.scope.remotes.get(operand) ?? (GIT_URL_RE.test(operand) ? operand : undefined);
    if (url !== undefined) walker.network(inv, 'send', url, USER_DATA, { api: 'git push' });
    return NOTHING;
  }
  const vendor = tokenCommand('git', inv.args.map((a) => a.value).join(' '));
  return vendor === undefined ? undefined : { taint: SECRET, secrets: [vendor] };
};

const grepSpec = spec('efmABCdD', [
  '--regexp',
  '--file',
  '--max-count',
  '--after-context',
  '--before-context',
  '--context',
  '--include',
  '--exclude',
  '--exclude-dir',
  '--color',
  '--colour',
]);
const headSpec = spec('nc', ['--lines', '--bytes']);

/** `jq [--arg NAME VALUE]… FILTER [FILES]`: `--arg` and kin take two words; `-n` reads no input. */
const jq: Handler = (inv, walker) => {
  const operands: Arg[] = [];
  let filterFile = false;
  for (let i = 0; i < inv.args.length; i++) {
    const word = inv.args[i]?.value ?? '';
    if (/^--(?:arg|argjson|slurpfile|rawfile)$/.test(word)) {
      if (word === '--slurpfile' || word === '--rawfile') {
        const file = inv.args[i + 2];
        if (file !== undefined) walker.readFile(inv, file);
      }
      i += 2;
    } else if (word === '-f' || word === '--from-file') {
      const file = inv.args[++i];
      if (file !== undefined) walker.readFile(inv, file);
      filterFile = true;
    } else if (/^--(?:indent|tab|seq)$/.test(word)) {
      if (word === '--indent') i++;
    } else if (!word.startsWith('-') || word === '-') {
      const a = inv.args[i];
      if (a !== undefined) operands.push(a);
    }
  }
  if (!filterFile) operands.shift();
  if (operands.length === 0)
    return inv.args.some((a) => /^-\w*n$|^--null-input$/.test(a.value))
      ? { taint: 0 }
      : { taint: inv.stdin.taint };
  let taint = 0;
  for (const f of operands) taint |= walker.readFile(inv, f).taint;
  return { taint };
};

/**
 * A search whose pattern is written to find credentials (`grep -o 'AKIA[0-9A-Z]{16}'`) prints the
 * credentials it finds; one that only counts, lists file names or answers yes or no prints none of them.
 */
function findsCredentials(search: Handler): Handler {
  return (inv, walker) => {
    const result = search(inv, walker);
    const words = inv.args.map((a) => a.value);
    const quiet = words.some((w) =>
      /^-[a-zA-Z]*[clLq]|^--(?:count|files-with(?:out)?-matches|quiet|silent)$/.test(w),
    );
    const at = words.findIndex((w) => w === '-e' || w === '--regexp');
    const pattern = at !== -1 ? words[at + 1] : words.find((w) => !w.startsWith('-'));
    if (result === undefined || quiet || pattern === undefined || !CREDENTIAL_PATTERN_RE.test(pattern))
      return result;
    return { ...result, taint: result.taint | SECRET };
  };
}

/** Programs that read, copy, change or delete files; each entry says why its operands matter. */
export const FILE_COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  // Print file contents: a credential printed into a pipe or a variable is on its way somewhere.
  ['cat', reader({ copies: true })],
  ['tac', reader()],
  ['nl', reader()],
  ['head', reader({ options: headSpec, lines: 'head' })],
  ['tail', reader({ options: headSpec, lines: 'tail' })],
  ['less', reader()],
  ['more', reader()],
  ['strings', reader({ options: spec('nt') })],
  ['od', reader({ options: spec('AjNtw') })],
  ['hexdump', reader({ options: spec('efns') })],
  ['cut', reader({ options: spec('bcdf') })],
  ['sort', reader({ options: spec('kotST') })],
  ['uniq', reader({ options: spec('fsw') })],
  ['paste', reader({ options: spec('d') })],
  ['column', reader({ options: spec('stc') })],
  ['fold', reader({ options: spec('w') })],
  ['iconv', reader({ options: spec('fto') })],
  [
    'grep',
    findsCredentials(
      reader({
        options: grepSpec,
        leadingProgram: true,
        programOptions: ['-e', '--regexp', '-f', '--file'],
        fileOptions: ['-f', '--file'],
      }),
    ),
  ],
  [
    'egrep',
    findsCredentials(
      reader({
        options: grepSpec,
        leadingProgram: true,
        programOptions: ['-e', '--regexp', '-f', '--file'],
        fileOptions: ['-f', '--file'],
      }),
    ),
  ],
  [
    'fgrep',
    findsCredentials(
      reader({
        options: grepSpec,
        leadingProgram: true,
        programOptions: ['-e', '--regexp', '-f', '--file'],
        fileOptions: ['-f', '--file'],
      }),
    ),
  ],
  [
    'rg',
    findsCredentials(
      reader({
        options: grepSpec,
        leadingProgram: true,
        programOptions: ['-e', '--regexp', '-f', '--file'],
        fileOptions: ['-f', '--file'],
      }),
    ),
  ],
  ['jq', jq],
  ['yq', reader({ leadingProgram: true })],
  ['sed', sed],
  // Digests and counts read the file but print nothing of it.
  ['wc', reader({ opaque: true })],
  ['md5sum', reader({ opaque: true })],
  ['sha1sum', reader({ opaque: true })],
  ['sha256sum', reader({ opaque: true })],
  ['sha512sum', reader({ opaque: true })],
  ['shasum', reader({ opaque: true, options: spec('a') })],
  ['cksum', reader({ opaque: true })],
  ['b2sum', reader({ opaque: true })],
  ['file', reader({ opaque: true })],
  ['diff', reader()],
  ['cmp', reader({ opaque: true })],
  ['sqlite3', sqlite3],
  // Archivers gather many files into one that is easy to upload.
  ['tar', tar],
  ['zip', zip],
  ['7z', zip],
  ['7za', zip],
  ['unzip', unzip],
  // Copies, moves and links: the destination gets the source's content.
  ['cp', copier('copy')],
  ['install', copier('copy')],
  ['mv', copier('move')],
  ['ln', copier('link')],
  ['tee', tee],
  ['touch', touch],
  ['dd', dd],
  ['fallocate', fallocate],
  ['truncate', truncate],
  // Deletes.
  ['rm', deleter(spec(''), ['-r', '-R', '--recursive'])],
  ['rmdir', deleter(spec(''), [])],
  ['unlink', deleter(spec(''), [])],
  ['shred', deleter(spec('ns', ['--iterations', '--size', '--random-source']), [])],
  ['wipefs', eraseLast],
  ['blkdiscard', eraseLast],
  ['mke2fs', eraseLast],
  ['mkswap', eraseLast],
  ['sgdisk', sgdisk],
  ['find', find],
  ['ls', list],
  ['tree', list],
  ['du', list],
  ['lsblk', diskListing],
  ['blkid', diskListing],
  ['findmnt', diskListing],
  ['fdisk', diskListing],
  ['sfdisk', diskListing],
  ['parted', diskListing],
  ['diskutil', diskListing],
  ['chmod', chmod],
  ['chown', chown],
  ['chgrp', chown],
  ['crontab', crontab],
  ['git', git],
]);

export const ERASE_FILESYSTEM: Handler = eraseLast;
