import type { SyntaxNode as Node } from './to-syntax-tree.js';

/** What a variable holds: each value it may have (a `for` variable has one per listed word), and taint. */
export interface ShellValue {
  values: string[];
  taint: number;
  secrets?: readonly string[];
  dynamic: boolean;
  /** The elements of an array (`H=(-H "Accept: …" -H "Authorization: $TOKEN")`), each with its own taint. */
  elements?: readonly ShellValue[];
}

/** What a file written earlier in the unit holds: a later `bash f`, `crontab f` or upload reads it. */
export interface FileContent {
  taint: number;
  text?: string;
  /** A fifo a network client writes into: reading it is reading the socket. */
  socket?: boolean;
}

/** A descriptor opened with `exec N<>…` or `ztcp`, that later redirects (`>&N`) refer to. */
export type Descriptor = { socket: string } | { file: string };

/**
 * The state of one shell while the walker reads it: assigned variables, the working directory, open
 * descriptors, files the script wrote, and functions. `sh -c` and `bash f.sh` get a copy.
 */
export class ShellScope {
  readonly vars: Map<string, ShellValue>;
  readonly files: Map<string, FileContent>;
  readonly descriptors: Map<string, Descriptor>;
  readonly functions: Map<string, Node>;
  readonly fifos: Set<string>;
  /** Git remotes the unit added or re-pointed (`git remote add NAME URL`): the URL each name pushes to. */
  readonly remotes: Map<string, string>;
  cwd: string | undefined;
  /** `$1`, `$2`, … while a function of the unit runs with the arguments of its call. */
  positional: ShellValue[] | undefined;

  constructor(parent?: ShellScope) {
    this.vars = new Map(parent?.vars);
    this.files = parent?.files ?? new Map();
    this.descriptors = new Map(parent?.descriptors);
    this.functions = new Map(parent?.functions);
    this.fifos = parent?.fifos ?? new Set();
    this.remotes = parent?.remotes ?? new Map();
    this.cwd = parent?.cwd;
    this.positional = parent?.positional;
  }
}
