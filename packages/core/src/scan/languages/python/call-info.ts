import type { PyValue } from './python-value.js';
import type { PythonWalker } from './python-walker.js';
import type { PyNode } from './to-python-tree.js';

/** One call as the walker evaluated it: the callee, the positional and keyword arguments. */
export interface CallInfo {
  node: PyNode;
  args: PyValue[];
  kw: Map<string, PyValue>;
  argNodes: PyNode[];
  callee: PyValue;
}

/** Turns a call of a known library function into facts and the value it returns. */
export type CallHandler = (walker: PythonWalker, call: CallInfo) => PyValue | undefined;

/** Positional argument `index`, or the keyword argument of that name. */
export function argOf(call: CallInfo, index: number, name?: string): PyValue | undefined {
  return (name === undefined ? undefined : call.kw.get(name)) ?? call.args[index];
}
