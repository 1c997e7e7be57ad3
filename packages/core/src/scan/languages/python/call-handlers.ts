import { CREDENTIAL_PATTERN_RE } from '../../sensitive-patterns.js';
import { SECRET } from '../shell/taint-bits.js';
import type { CallHandler, CallInfo } from './call-info.js';
import { CODE_CALLS } from './code-calls.js';
import { FILE_CALLS, fileMethod, readPaths, writeFile } from './file-calls.js';
import { NETWORK_CALLS, networkMethod } from './network-calls.js';
import { PROCESS_CALLS, processMethod, processProperty, runShell } from './process-calls.js';
import { bytesToText, encodeText } from './python-decoders.js';
import {
  concat,
  elementOf,
  isExact,
  mergeValues,
  type PyValue,
  str,
  taintOfAll,
  textOf,
} from './python-value.js';
import type { PythonWalker } from './python-walker.js';

const isCredentialPattern = (pattern: PyValue | undefined): boolean =>
  pattern?.obj?.kind === 'credential-pattern' ||
  (pattern !== undefined && isExact(pattern) && CREDENTIAL_PATTERN_RE.test(textOf(pattern)));

/** `re.compile(r"AKIA[0-9A-Z]{16}")`: a pattern whose matches are credentials. */
const compilePattern: CallHandler = (_w, call) =>
  isCredentialPattern(call.args[0]) ? { taint: 0, obj: { kind: 'credential-pattern' } } : undefined;

/** Library functions by canonical qualified name (`python-names.ts`). */
export const CALL_HANDLERS: ReadonlyMap<string, CallHandler> = new Map([
  ...NETWORK_CALLS,
  ...FILE_CALLS,
  ...PROCESS_CALLS,
  ...CODE_CALLS,
  ['crontab.CronTab', () => ({ taint: 0, obj: { kind: 'crontab' } })],
  ...['re', 'regex'].flatMap((module): [string, CallHandler][] => [
    [`${module}.compile`, compilePattern],
    ...['findall', 'finditer', 'search', 'match', 'fullmatch'].map((name): [string, CallHandler] => [
      `${module}.${name}`,
      (_w, call) => searchWith(call, call.args[0], 1),
    ]),
  ]),
]);

/**
 * What a search returns: the text searched (its taint), and when the pattern is written to find
 * credentials, the credentials it finds. A substitution with such a pattern redacts them instead.
 */
function searchWith(call: CallInfo, pattern: PyValue | undefined, textAt: number): PyValue {
  const searched = taintOfAll(call.args.slice(textAt));
  return { taint: searched | (isCredentialPattern(pattern) ? SECRET : 0) };
}

/** `~/.ssh/config` → `~/.ssh`; a bare name's parent is the working folder. */
const parentPath = (path: string): string => {
  const trimmed = path.replace(/\/+$/, '');
  const at = trimmed.lastIndexOf('/');
  return at < 0 ? '.' : at === 0 ? '/' : trimmed.slice(0, at);
};

/** Response bodies and parsed data: reading them yields what the response carried. */
const RESPONSE_PROPERTIES = new Set(['text', 'content', 'body', 'data', 'raw', 'stdout', 'stderr', 'output']);

/** Methods called on values (objects the walker follows, strings, containers), and properties read. */
export const METHOD_HANDLERS = {
  property(_walker: PythonWalker, self: PyValue, name: string): PyValue | undefined {
    const process = processProperty(self, name);
    if (process !== undefined) return process;
    // `(Path.home() / ".ssh" / "config").parent / "authorized_keys"`: the folder of a path the walker knows.
    if (name === 'parent' && self.obj?.kind === 'path' && self.strs !== undefined)
      return { ...self, strs: self.strs.map(parentPath) };
    if (RESPONSE_PROPERTIES.has(name) && self.taint !== 0)
      return { taint: self.taint, elem: { taint: self.taint } };
    return undefined;
  },

  method(walker: PythonWalker, call: CallInfo, self: PyValue, name: string): PyValue | undefined {
    const found =
      fileMethod(walker, call, self, name) ??
      networkMethod(walker, call, self, name) ??
      processMethod(walker, call, self, name);
    if (found !== undefined) return found;
    if (self.obj?.kind === 'crontab') return crontabMethod(walker, call, self, name);
    if (self.obj?.kind === 'credential-pattern')
      return /^(?:findall|finditer|search|match|fullmatch)$/.test(name)
        ? searchWith(call, self, 0)
        : { taint: taintOfAll(call.args) };
    return valueMethod(walker, call, self, name);
  },

  writeFile,
};

/** python-crontab: `cron.new(command=…)` plants the command in the user's crontab. */
function crontabMethod(walker: PythonWalker, call: CallInfo, self: PyValue, name: string): PyValue {
  if (name === 'new') {
    const command = call.kw.get('command') ?? call.args[0];
    if (command !== undefined) {
      runShell(walker, call, command, {});
      writeFile(walker, call.node, '/var/spool/cron/crontabs/$USER', 'a', command.taint, textOf(command, ''));
    }
  }
  return { taint: 0, obj: self.obj };
}

function valueMethod(walker: PythonWalker, call: CallInfo, self: PyValue, name: string): PyValue | undefined {
  // `tar.add(path, arcname=…)`, `zf.write(path, arcname=…)`: the file at `path` is read into an archive.
  if ((name === 'add' || name === 'write') && call.kw.has('arcname') && call.args[0] !== undefined)
    self.taint |= readPaths(walker, call.node, call.args[0]);
  const argsTaint = taintOfAll([...call.args, ...call.kw.values()]);
  const texts = self.strs;
  switch (name) {
    case 'join': {
      const iterable = call.args[0];
      if (iterable === undefined) return { taint: self.taint };
      if (iterable.items !== undefined && texts !== undefined) {
        const parts: PyValue[] = [];
        iterable.items.forEach((item, i) => {
          if (i > 0) parts.push(self);
          parts.push(item);
        });
        const joined = parts.length === 0 ? str('', self.taint) : concat(parts);
        // A list grown at run time (`buf.append(key)`) carries what was appended, beyond its literal items.
        return { ...joined, taint: joined.taint | iterable.taint };
      }
      // `"".join(reversed("cexe"))`: a string iterated is its characters.
      if (iterable.strs !== undefined && texts !== undefined && isExact(self)) {
        const sep = texts[0] ?? '';
        return {
          ...iterable,
          taint: iterable.taint | self.taint,
          strs: iterable.strs.map((t) => [...t].join(sep)),
        };
      }
      if (iterable.wholeEnv === true) walker.noteEnvironmentUse(call.node);
      return { taint: iterable.taint | self.taint | (elementOf(iterable).taint ?? 0) };
    }
    case 'format': {
      if (texts === undefined) return { taint: self.taint | argsTaint };
      return formatText(self, call);
    }
    case 'decode':
      return texts === undefined ? { ...self, bound: undefined } : { ...self, strs: texts.map(bytesToText) };
    case 'encode': {
      if (texts === undefined) return { ...self, bound: undefined };
      const codec = call.args[0] === undefined ? undefined : textOf(call.args[0], '?');
      return { ...self, strs: texts.map((t) => encodeText(t, codec)) };
    }
    case 'strip':
    case 'rstrip':
    case 'lstrip':
    case 'lower':
    case 'upper':
    case 'replace':
    case 'title':
    case 'casefold': {
      if (texts === undefined || !isExact(self) || !call.args.every(isExact))
        return { taint: self.taint | argsTaint, ...(self.wholeEnv ? { wholeEnv: true } : {}) };
      const apply = (s: string): string => {
        switch (name) {
          case 'strip':
            return s.trim();
          case 'rstrip':
            return s.trimEnd();
          case 'lstrip':
            return s.trimStart();
          case 'lower':
          case 'casefold':
            return s.toLowerCase();
          case 'upper':
            return s.toUpperCase();
          case 'replace':
            return s.split(textOf(call.args[0] as PyValue)).join(textOf(call.args[1] ?? str('')));
          default:
            return s;
        }
      };
      return { ...self, strs: texts.map(apply) };
    }
    case 'split':
    case 'splitlines':
      return { taint: self.taint, elem: { taint: self.taint } };
    case 'append':
    case 'extend':
    case 'add':
    case 'insert':
    case 'update': {
      walker.noteGrowth();
      const grown = call.args.at(-1);
      if (grown !== undefined) self.taint |= grown.taint;
      if (grown?.wholeEnv === true) self.wholeEnv = true;
      // `units.update(EXTRA)`: a table of literals takes the other's entries, so a loop over it sees them.
      if (name === 'update' && self.dict !== undefined && grown?.dict !== undefined)
        for (const [key, value] of grown.dict) self.dict.set(key, value);
      return { taint: 0 };
    }
    // `img.save(buf, format="PNG")`: the buffer it saves into now holds what the object held.
    case 'save': {
      const into = call.args[0];
      if (into !== undefined && into.strs === undefined) into.taint |= self.taint;
      return { taint: 0 };
    }
    // A message or buffer filled in place (`msg.set_content(body)`, `buf.write(data)`): it now holds the
    // data, and sending it sends that.
    case 'set_content':
    case 'set_payload':
    case 'attach':
    case 'add_attachment':
    case 'add_alternative':
    case 'write':
    case 'writelines': {
      self.taint |= argsTaint;
      if (call.args.some((a) => a.wholeEnv === true)) self.wholeEnv = true;
      return { taint: 0 };
    }
    case 'get':
    case 'pop':
    case 'setdefault': {
      const key = call.args[0];
      if (self.dict !== undefined && key !== undefined && isExact(key)) {
        const found = self.dict.get(textOf(key));
        if (found !== undefined) return found;
      }
      return { taint: self.taint | (call.args[1]?.taint ?? 0) };
    }
    case 'items':
    case 'values':
    case 'keys':
    case 'copy': {
      // A table of literals (`{"aws": re.compile(…)}`): a loop over it gets each value as written.
      if (self.dict !== undefined && self.dict.size > 0 && (name === 'items' || name === 'values')) {
        const value = mergeValues([...self.dict.values()]);
        const key = mergeValues([...self.dict.keys()].map((k) => str(k)));
        return {
          taint: self.taint,
          elem: name === 'values' ? value : { taint: value.taint, items: [key, value] },
        };
      }
      return { taint: self.taint, ...(self.wholeEnv ? { wholeEnv: true } : {}), elem: { taint: self.taint } };
    }
    case 'json':
    case 'read':
    case 'readlines':
    case 'iter_lines':
    case 'iter_content':
    case 'getvalue':
    case 'hexdigest':
    case 'digest':
      return { taint: self.taint | argsTaint, elem: { taint: self.taint } };
    // Cloud SDK credential providers (boto3/botocore sessions, `google.auth` credentials): the access key,
    // secret and session token of the user's cloud account.
    case 'get_credentials':
    case 'get_frozen_credentials':
      return { taint: SECRET, elem: { taint: SECRET } };
    case 'start':
    case 'run':
      return { taint: 0 };
    case 'close':
    case 'raise_for_status':
      return { taint: 0 };
    default:
      return undefined;
  }
}

/** `"{}/{name}".format(a, name=b)`. */
function formatText(template: PyValue, call: CallInfo): PyValue {
  const text = textOf(template);
  const parts: PyValue[] = [];
  let auto = 0;
  let last = 0;
  for (const m of text.matchAll(/\{\{|\}\}|\{([^{}!:]*)(?:![rsa])?(?::[^{}]*)?\}/g)) {
    parts.push(str(text.slice(last, m.index)));
    if (m[0] === '{{' || m[0] === '}}') parts.push(str(m[0][0] as string));
    else {
      const field = m[1] ?? '';
      const value =
        field === ''
          ? call.args[auto++]
          : /^\d+$/.test(field)
            ? call.args[Number(field)]
            : call.kw.get(field.split(/[.[]/)[0] ?? '');
      parts.push(value ?? { taint: 0 });
    }
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push(str(text.slice(last)));
  const joined = concat(parts);
  return {
    ...joined,
    taint: joined.taint | template.taint,
    exact: joined.exact === true && template.exact === true,
  };
}
