/**
 * Module spellings that reach the same functions: `posix.system` is `os.system`, `urllib2.urlopen` is
 * `urllib.request.urlopen`, `cPickle.loads` is `pickle.loads`, and the builtins module is no prefix at all.
 */
const MODULE_ALIASES: readonly [string, string][] = [
  ['builtins.', ''],
  ['__builtins__.', ''],
  ['__builtin__.', ''],
  ['posix.', 'os.'],
  ['nt.', 'os.'],
  // Modules reach others they import: `os.sys.executable` is `sys.executable`, `subprocess.os.system` is
  // `os.system`, and no import line names them.
  ['os.sys.', 'sys.'],
  ['subprocess.os.', 'os.'],
  ['shutil.os.', 'os.'],
  ['os.path.', 'os.path.'],
  ['posixpath.', 'os.path.'],
  ['ntpath.', 'os.path.'],
  ['urllib2.', 'urllib.request.'],
  ['urllib.urlopen', 'urllib.request.urlopen'],
  ['urllib.urlretrieve', 'urllib.request.urlretrieve'],
  ['six.moves.urllib.request.', 'urllib.request.'],
  ['httplib.', 'http.client.'],
  ['cPickle.', 'pickle.'],
  ['_pickle.', 'pickle.'],
  ['cloudpickle.', 'pickle.'],
  ['dill.', 'pickle.'],
  ['pd.', 'pandas.'],
  ['commands.', 'subprocess.'],
  ['pathlib2.', 'pathlib.'],
  ['ruamel.yaml.', 'yaml.'],
];

/** The canonical qualified name of a reference. */
export function canonicalName(ref: string): string {
  for (const [from, to] of MODULE_ALIASES) {
    if (ref.startsWith(from)) return to + ref.slice(from.length);
  }
  return ref;
}

/** Names Python resolves without an import; each reference is its own name (`exec`, `open`). */
export const BUILTINS = new Set([
  'exec',
  'eval',
  'compile',
  'open',
  'print',
  'getattr',
  'setattr',
  'hasattr',
  '__import__',
  'vars',
  'globals',
  'locals',
  'dict',
  'list',
  'tuple',
  'set',
  'str',
  'repr',
  'bytes',
  'bytearray',
  'chr',
  'ord',
  'map',
  'filter',
  'reversed',
  'sorted',
  'int',
  'len',
  'range',
  'iter',
  'next',
  'input',
  'format',
  'execfile',
  'memoryview',
  'zip',
  'enumerate',
  'breakpoint',
  '__builtins__',
  'builtins',
]);
