import type { FileFact } from '../../facts.js';
import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import { SECRET, SENSITIVE_FILE, taintList, USER_DATA } from '../shell/taint-bits.js';
import { argOf, type CallHandler, type CallInfo } from './call-info.js';
import { concat, type PyValue, str, textOf, textsOf } from './python-value.js';
import type { PythonWalker } from './python-walker.js';
import type { PyNode } from './to-python-tree.js';

/** `.env` files in the home directory hold other projects' secrets; the skill's own are configuration. */
/** What the user holds or does: shell history, the clipboard cache, browser data outside credentials. */
const USER_DATA_RE =
  /(?:^|\/)\.(?:bash|zsh|python|psql|mysql|node_repl)_history$|(?:^|\/)\.(?:lesshst|viminfo)$/;

const SHELL_SCRIPT_RE = /^#!\s*(?:\/usr)?\/bin\/(?:env\s+)?(?:ba|z|da|k)?sh\b/;

/** Taint of what reading `path` yields: credential files, secrets, and what the unit wrote there. */
export function readTaint(walker: PythonWalker, path: string): number {
  let taint = walker.written.get(path) ?? 0;
  if (isSensitivePath(path)) taint |= SENSITIVE_FILE;
  if (isProjectSecretPath(path)) taint |= SECRET;
  if (USER_DATA_RE.test(path)) taint |= USER_DATA;
  return taint;
}

export function fileFact(
  walker: PythonWalker,
  node: PyNode,
  fact: Omit<FileFact, 'kind' | 'line' | 'text' | 'content'> & { content?: FileFact['content'] },
): void {
  walker.emit({ kind: 'file', content: [], line: walker.lineOf(node), text: walker.textOf(node), ...fact });
}

/** Reads each path a value may hold; the value read carries what the files hold. */
export function readPaths(walker: PythonWalker, node: PyNode, path: PyValue): number {
  let taint = path.taint & ~SENSITIVE_FILE;
  for (const p of textsOf(path, '$FILE')) {
    const t = readTaint(walker, p);
    taint |= t;
    fileFact(walker, node, { op: 'read', path: p, content: taintList(t & SENSITIVE_FILE) });
  }
  return taint;
}

/** A write of `content` to the file at `path` (opened with `mode`). */
export function writeFile(
  walker: PythonWalker,
  node: PyNode,
  path: string,
  mode: string,
  content: number,
  contentText: string | undefined,
): void {
  walker.written.set(path, (walker.written.get(path) ?? 0) | content);
  // A shell script the unit drops (to be run by a job, a unit file or a hook) is read as the shell would.
  if (contentText !== undefined && SHELL_SCRIPT_RE.test(contentText))
    walker.shell(contentText, node, content);
  fileFact(walker, node, {
    op: mode.includes('a') ? 'append' : 'write',
    path,
    content: taintList(content),
    ...(contentText === undefined ? {} : { contentText }),
  });
}

const open: CallHandler = (walker, call) => {
  const path = argOf(call, 0, 'file') ?? argOf(call, 0, 'filename');
  if (path === undefined) return { taint: 0 };
  if (path.int !== undefined) return { taint: 0 };
  const mode = textOf(argOf(call, 1, 'mode') ?? str('r'), 'r');
  const text = textOf(path, '$FILE');
  if (!/[wax]/.test(mode)) {
    const taint = readPaths(walker, call.node, path);
    return { taint, obj: { kind: 'file', path: text, mode }, elem: { taint } };
  }
  return { taint: 0, obj: { kind: 'file', path: text, mode } };
};

/** Paths under `~`: Python does not expand `~` by itself, but every path helper the skill calls does. */
function pathValue(value: PyValue): PyValue {
  return { ...value, obj: { kind: 'path' } };
}

const join: CallHandler = (_walker, call) => {
  const parts: PyValue[] = [];
  for (const a of call.args) {
    const t = textOf(a, '$X');
    if (t.startsWith('/')) parts.length = 0;
    if (parts.length > 0) parts.push(str('/'));
    parts.push(a);
  }
  const under = call.args.find((a) => a.under !== undefined)?.under;
  return { ...pathValue(concat(parts)), ...(under === undefined ? {} : { under }) };
};

const sameText: CallHandler = (_walker, call) =>
  call.args[0] === undefined ? { taint: 0 } : pathValue(call.args[0]);

/** Calls that look at a path without reading it: the location is touched, not taken. */
const inspect: CallHandler = (walker, call) => {
  const path = call.args[0];
  if (path !== undefined)
    for (const p of textsOf(path, '$FILE'))
      if (isSensitivePath(p)) fileFact(walker, call.node, { op: 'list', path: p });
  return { taint: 0 };
};

/** `os.listdir`, `glob.glob`, `os.walk`: names under a directory, each element a path inside it. */
const list =
  (kind: 'names' | 'pattern' | 'walk'): CallHandler =>
  (walker, call) => {
    const dir = call.args[0] ?? str('.');
    const p = textOf(dir, '$DIR');
    fileFact(walker, call.node, { op: 'list', path: p });
    const home = /^(?:~|\$HOME)\/?$/.test(p) ? USER_DATA : 0;
    const name: PyValue = { taint: 0, strs: ['$NAME'], exact: false };
    const inside: PyValue =
      kind === 'pattern' ? { ...dir, obj: { kind: 'path' } } : pathValue(concat([dir, str('/'), name]));
    const element: PyValue =
      kind === 'walk'
        ? {
            taint: home,
            items: [
              { ...pathValue(dir), under: p },
              { taint: 0, elem: name },
              { taint: 0, elem: name },
            ],
          }
        : { ...inside, taint: inside.taint | home, under: p };
    return { taint: home, elem: element };
  };

const remove =
  (recursive: boolean): CallHandler =>
  (walker, call) => {
    const path = argOf(call, 0, 'path');
    if (path === undefined) return { taint: 0 };
    // Every file found by walking a tree, deleted one by one: the tree is deleted.
    if (path.under !== undefined) {
      fileFact(walker, call.node, { op: 'delete', path: path.under, recursive: true });
      return { taint: 0 };
    }
    for (const p of textsOf(path, '$FILE'))
      fileFact(walker, call.node, { op: 'delete', path: p, ...(recursive ? { recursive } : {}) });
    return { taint: 0 };
  };

/** `os.chmod(p, 0o755)`: the mode as octal digits, as a shell user writes it. */
const chmod: CallHandler = (walker, call) => {
  const path = call.args[0];
  const mode = call.args[1];
  if (path === undefined) return { taint: 0 };
  const written = mode?.int !== undefined ? mode.int.toString(8) : mode === undefined ? '' : textOf(mode, '');
  for (const p of textsOf(path, '$FILE'))
    fileFact(walker, call.node, { op: 'chmod', path: p, mode: written });
  return { taint: 0 };
};

const chown: CallHandler = (walker, call) => {
  const path = call.args[0];
  if (path === undefined) return { taint: 0 };
  const owner = call.args[1] === undefined ? '' : textOf(call.args[1], '');
  for (const p of textsOf(path, '$FILE')) fileFact(walker, call.node, { op: 'chown', path: p, mode: owner });
  return { taint: 0 };
};

const transfer =
  (op: 'copy' | 'move' | 'link'): CallHandler =>
  (walker, call) => {
    const src = call.args[0];
    const dst = call.args[1];
    if (src === undefined || dst === undefined) return { taint: 0 };
    const target = textOf(dst, '$DEST');
    for (const p of textsOf(src, '$FILE')) {
      const taint = readTaint(walker, p);
      walker.written.set(target, (walker.written.get(target) ?? 0) | taint);
      fileFact(walker, call.node, { op, path: p, target, content: taintList(taint) });
    }
    return pathValue(dst);
  };

/** `os.fdopen(fd, "wb")`: a file object over a descriptor the walker knows the path of (`mkstemp`). */
const fdopen: CallHandler = (_walker, call) => {
  const fd = call.args[0];
  if (fd?.obj?.kind !== 'file') return { taint: 0 };
  const mode = textOf(argOf(call, 1, 'mode') ?? str('r'), 'r');
  return { taint: 0, obj: { kind: 'file', path: fd.obj.path, mode } };
};

/** `os.write(fd, data)` on a descriptor the walker knows the path of. */
const writeDescriptor: CallHandler = (walker, call) => {
  const [fd, data] = call.args;
  if (fd?.obj?.kind !== 'file' || data === undefined) return { taint: 0 };
  writeFile(walker, call.node, fd.obj.path, 'w', data.taint, contentOf(data));
  return { taint: 0 };
};

/**
 * `winreg.OpenKey(HKEY_CURRENT_USER, r"Software\…\Run")`: the key is a location like a file, and a value
 * set under it (`SetValueEx`) is written there; Run keys start what they hold at every logon.
 */
const registryKey: CallHandler = (_walker, call) => {
  const sub = call.args[1];
  return { taint: 0, strs: [`HKCU\\${sub === undefined ? '' : textOf(sub, '$KEY')}`], exact: false };
};
const registryValue =
  (valueArg: number): CallHandler =>
  (walker, call) => {
    const key = call.args[0];
    const value = call.args[valueArg];
    if (key === undefined || value === undefined) return { taint: 0 };
    writeFile(walker, call.node, textOf(key, '$KEY'), 'w', value.taint, textOf(value, ''));
    return { taint: 0 };
  };

const entries: [string, CallHandler][] = [
  ['winreg.OpenKey', registryKey],
  ['winreg.OpenKeyEx', registryKey],
  ['winreg.CreateKey', registryKey],
  ['winreg.CreateKeyEx', registryKey],
  ['winreg.SetValueEx', registryValue(4)],
  ['winreg.SetValue', registryValue(3)],
  ['open', open],
  ['io.open', open],
  ['codecs.open', open],
  ['os.open', open],
  ['os.fdopen', fdopen],
  ['os.write', writeDescriptor],
  ['os.path.join', join],
  ['os.path.expanduser', sameText],
  ['os.path.expandvars', sameText],
  ['os.path.abspath', sameText],
  ['os.path.realpath', sameText],
  ['os.path.normpath', sameText],
  ['os.fspath', sameText],
  ['os.path.exists', inspect],
  ['os.path.isfile', inspect],
  ['os.path.isdir', inspect],
  ['os.path.getsize', inspect],
  ['os.path.getmtime', inspect],
  ['os.stat', inspect],
  ['os.access', inspect],
  ['os.listdir', list('names')],
  ['os.scandir', list('names')],
  ['os.walk', list('walk')],
  ['glob.glob', list('pattern')],
  ['glob.iglob', list('pattern')],
  ['shutil.rmtree', remove(true)],
  ['os.remove', remove(false)],
  ['os.unlink', remove(false)],
  ['os.rmdir', remove(false)],
  ['os.removedirs', remove(true)],
  ['os.chmod', chmod],
  ['os.lchmod', chmod],
  ['os.chown', chown],
  ['os.lchown', chown],
  ['shutil.chown', chown],
  ['shutil.copy', transfer('copy')],
  ['shutil.copy2', transfer('copy')],
  ['shutil.copyfile', transfer('copy')],
  ['shutil.copytree', transfer('copy')],
  [
    'shutil.make_archive',
    // Everything under `root_dir` (the working directory when absent) is read into the archive.
    (walker, call) => {
      const root = argOf(call, 2, 'root_dir');
      return { taint: root === undefined ? 0 : readPaths(walker, call.node, root) };
    },
  ],
  ['shutil.move', transfer('move')],
  ['os.rename', transfer('move')],
  ['os.replace', transfer('move')],
  ['os.symlink', transfer('link')],
  ['os.link', transfer('link')],
  [
    'pathlib.Path',
    (_w, call) => pathValue(call.args.length === 0 ? str('.') : (join(_w, call) ?? { taint: 0 })),
  ],
  ['pathlib.PurePath', (_w, call) => pathValue(join(_w, call) ?? { taint: 0 })],
  ['pathlib.PosixPath', (_w, call) => pathValue(join(_w, call) ?? { taint: 0 })],
  ['pathlib.Path.home', () => pathValue(str('~'))],
  ['pathlib.Path.cwd', () => pathValue(str('.'))],
  ['tempfile.gettempdir', () => str('/tmp')],
  ['tempfile.mkdtemp', () => ({ taint: 0, strs: ['$TMPDIR'], exact: false })],
  [
    'tempfile.mkstemp',
    // The descriptor is the file: what is written through it (`os.fdopen`, `os.write`) lands at the path.
    () => ({
      taint: 0,
      items: [
        { taint: 0, obj: { kind: 'file', path: '$TMPFILE', mode: 'w+b' } },
        { taint: 0, strs: ['$TMPFILE'], exact: false },
      ],
    }),
  ],
  [
    'tempfile.NamedTemporaryFile',
    (_w, call) => ({
      taint: 0,
      obj: { kind: 'file', path: '$TMPFILE', mode: textOf(argOf(call, 0, 'mode') ?? str('w+b'), 'w+b') },
    }),
  ],
  ['os.getcwd', () => str('.')],
  ['zipfile.ZipFile', archive('file')],
  ['io.BytesIO', memoryFile],
  ['io.StringIO', memoryFile],
  ['tarfile.open', archive('name')],
  ['tarfile.TarFile', archive('name')],
  [
    'shutil.unpack_archive',
    (walker, call) => {
      const file = argOf(call, 0, 'filename');
      if (file === undefined) return { taint: 0 };
      const taint = readPaths(walker, call.node, file);
      for (const p of textsOf(argOf(call, 1, 'extract_dir') ?? str('.'), '$DIR'))
        writeFile(walker, call.node, p, 'w', taint, undefined);
      return { taint: 0 };
    },
  ],
  // python-dotenv reads the dotenv file (`.env` by default) into a dict: its values are the secrets in it.
  [
    'dotenv.dotenv_values',
    (walker, call) => {
      const taint = readPaths(walker, call.node, argOf(call, 0, 'dotenv_path') ?? str('.env'));
      return { taint, elem: { taint } };
    },
  ],
  [
    'sqlite3.connect',
    (walker, call) => {
      const db = call.args[0];
      const taint = db === undefined ? 0 : readPaths(walker, call.node, db);
      return { taint, obj: { kind: 'database' } };
    },
  ],
  ['os.path.dirname', (_w, call) => ({ taint: call.args[0]?.taint ?? 0, strs: ['$DIR'], exact: false })],
  ['os.path.basename', (_w, call) => ({ taint: call.args[0]?.taint ?? 0, strs: ['$NAME'], exact: false })],
];

export const FILE_CALLS: ReadonlyMap<string, CallHandler> = new Map(entries);

/**
 * `io.BytesIO()`: a file in memory, written (an archive built in it) and read back with `getvalue()`, so
 * keys zipped into a buffer and posted are still the keys. Its path names the line that made it.
 */
function memoryFile(walker: PythonWalker, call: CallInfo): PyValue {
  const path = `<memory:${walker.lineOf(call.node)}>`;
  const initial = call.args[0]?.taint ?? 0;
  if (initial !== 0) walker.written.set(path, (walker.written.get(path) ?? 0) | initial);
  // The buffer is its initial bytes too: `torch.load(io.BytesIO(download))` loads the download.
  return { taint: initial, obj: { kind: 'file', path, mode: 'w+' } };
}

/**
 * `zipfile.ZipFile(path, "w")`, `tarfile.open(path, "w:gz")`: an archive opened for writing. Keys zipped
 * before the upload are still the keys: the archive file carries what was added to it.
 */
function archive(keyword: string): CallHandler {
  return (walker, call) => {
    const path = argOf(call, 0, keyword);
    if (path === undefined) return { taint: 0 };
    const mode = textOf(argOf(call, 1, 'mode') ?? str('r'), 'r');
    // An archive written into a file object (`ZipFile(io.BytesIO(), "w")`) lands in that object's file.
    const target = path.obj?.kind === 'file' ? path.obj.path : textOf(path, '$FILE');
    if (!/[wax]/.test(mode)) {
      const taint = readPaths(walker, call.node, path);
      return { taint, obj: { kind: 'archive', path: target, taint } };
    }
    return { taint: 0, obj: { kind: 'archive', path: target } };
  };
}

/** Methods of open files, archives being written and `pathlib` paths. */
export function fileMethod(
  walker: PythonWalker,
  call: CallInfo,
  self: PyValue,
  name: string,
): PyValue | undefined {
  const obj = self.obj;
  if (obj?.kind === 'archive' && obj.taint !== undefined) {
    // What an archive holds lands under the folder it is extracted to (the working folder by default).
    if (name === 'extractall' || name === 'extract') {
      const dir = argOf(call, name === 'extract' ? 1 : 0, 'path') ?? str('.');
      for (const p of textsOf(dir, '$DIR')) writeFile(walker, call.node, p, 'w', obj.taint, undefined);
      return { taint: 0 };
    }
    return { taint: name === 'read' || name === 'extractfile' || name === 'open' ? obj.taint : 0 };
  }
  if (obj?.kind === 'archive') {
    const added =
      name === 'write' || name === 'add'
        ? call.args[0] === undefined
          ? 0
          : readPaths(walker, call.node, call.args[0])
        : name === 'writestr' || name === 'addfile'
          ? (call.args[1]?.taint ?? 0)
          : 0;
    if (added !== 0) walker.written.set(obj.path, (walker.written.get(obj.path) ?? 0) | added);
    return { taint: 0 };
  }
  if (obj?.kind === 'file') {
    switch (name) {
      case 'write':
      case 'writelines': {
        const data = call.args[0];
        writeFile(
          walker,
          call.node,
          obj.path,
          obj.mode,
          data?.taint ?? 0,
          data === undefined ? undefined : contentOf(data),
        );
        return { taint: 0 };
      }
      case 'read':
      case 'readline':
      case 'readlines':
      case '__iter__':
      case 'getvalue':
      case 'getbuffer': {
        // A buffer in memory gives back what was written into it.
        const taint =
          self.taint | (obj.path.startsWith('<memory:') ? (walker.written.get(obj.path) ?? 0) : 0);
        return { taint, elem: { taint } };
      }
      case 'close':
      case 'flush':
      case 'seek':
        return { taint: 0 };
      default:
        return { taint: self.taint };
    }
  }
  if (obj?.kind !== 'path') return undefined;
  switch (name) {
    case 'read_text':
    case 'read_bytes':
      return { taint: readPaths(walker, call.node, self) };
    case 'write_text':
    case 'write_bytes': {
      const data = call.args[0];
      for (const p of textsOf(self, '$FILE'))
        writeFile(
          walker,
          call.node,
          p,
          textOf(call.kw.get('mode') ?? str('w'), 'w'),
          data?.taint ?? 0,
          data === undefined ? undefined : contentOf(data),
        );
      return { taint: 0 };
    }
    case 'open': {
      const mode = textOf(argOf(call, 0, 'mode') ?? str('r'), 'r');
      const text = textOf(self, '$FILE');
      if (!/[wax]/.test(mode)) {
        const taint = readPaths(walker, call.node, self);
        return { taint, obj: { kind: 'file', path: text, mode }, elem: { taint } };
      }
      return { taint: 0, obj: { kind: 'file', path: text, mode } };
    }
    case 'expanduser':
    case 'resolve':
    case 'absolute':
    case 'as_posix':
    case '__str__':
      return self;
    case 'joinpath':
      return pathValue(concat([self, ...call.args.flatMap((a) => [str('/'), a])]));
    case 'home':
      return pathValue(str('~'));
    case 'unlink':
    case 'rmdir':
      return remove(false)(walker, { ...call, args: [self] });
    case 'chmod':
      return chmod(walker, { ...call, args: [self, ...call.args] });
    case 'exists':
    case 'is_file':
    case 'is_dir':
    case 'stat':
      return inspect(walker, { ...call, args: [self] });
    case 'glob':
    case 'rglob': {
      const pattern = call.args[0] ?? str('*');
      const element = {
        ...pathValue(concat([self, str(name === 'rglob' ? '/**/' : '/'), pattern])),
        under: textOf(self, '$DIR'),
      };
      fileFact(walker, call.node, { op: 'list', path: textOf(self, '$DIR') });
      return { taint: 0, elem: element };
    }
    case 'iterdir':
      fileFact(walker, call.node, { op: 'list', path: textOf(self, '$DIR') });
      return {
        taint: 0,
        elem: pathValue(concat([self, str('/'), { taint: 0, strs: ['$NAME'], exact: false }])),
      };
    case 'rename':
    case 'replace':
      return transfer('move')(walker, { ...call, args: [self, ...call.args] });
    case 'symlink_to':
      return transfer('link')(walker, { ...call, args: [call.args[0] ?? str(''), self] });
    case 'mkdir':
    case 'touch':
      return inspect(walker, { ...call, args: [self] });
    default:
      return { taint: self.taint };
  }
}

/** Text written to a file, when known in part: persistence rules read the payload. */
export function contentOf(data: PyValue): string | undefined {
  if (data.strs !== undefined) return data.strs.join('\n');
  if (data.items !== undefined) return data.items.map((i) => textOf(i, '')).join('');
  return undefined;
}
