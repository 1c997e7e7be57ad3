import type { ProcessFact } from '../../facts.js';
import type { SyntaxNode as Node } from './to-syntax-tree.js';

/**
 * Data flowing through a pipe, a redirect or a substitution: what the extractor knows of a command's
 * standard input or output.
 */
export interface Stream {
  /** Taint bits (`taint-bits.ts`). */
  taint: number;
  /** The bytes, when every part of them is known (`echo`, a heredoc, a decoded literal). */
  text?: string;
  /** `text` holds only the known parts (`(crontab -l; echo "…")`): enough for evidence, not for a value. */
  partial?: boolean;
  /** Names of the secrets in it (`GITHUB_TOKEN`, `gh`), to tell a token sent to its own service. */
  secrets?: readonly string[];
  /** The other end is a network connection (`/dev/tcp`, `nc`, `telnet`, `socat`). */
  socket?: boolean;
  /** Anything but the terminal: a pipe, a file, a heredoc, a here-string or a socket. */
  redirected?: boolean;
  /** File line `text` starts on, when it is a heredoc body (a program fed to an interpreter). */
  line?: number;
  /** Never ends (`yes`, `cat /dev/zero`): written to a file it fills the disk. */
  endless?: boolean;
  /**
   * Names a disk device picked at run time (`lsblk … | awk …`): filters keep it, so
   * `of=$(lsblk … | head -1)` is a disk whatever the filter chose.
   */
  device?: boolean;
}

export const TERMINAL: Stream = { taint: 0 };
export const NOTHING: Stream = { taint: 0, text: '' };

/** One word of a command line, resolved (for one of its alternatives). */
export interface Arg {
  value: string;
  taint: number;
  secrets?: readonly string[];
  /** Holds the text of a command or process substitution the extractor could not evaluate to a value. */
  dynamic: boolean;
  /** Names the running script (`$0`, `${BASH_SOURCE[0]}`). */
  self?: boolean;
  /** A process substitution `<(…)`: reading this "file" reads that command's output. */
  substitution?: boolean;
  /** The word as written. */
  source: string;
}

/** Where a command's standard output goes. */
export type Target = { program: string } | { file: string } | { socket: string };

/** One simple command as it runs: wrappers removed, words resolved. */
export interface Invocation {
  /** Base name of the program (`curl`). */
  program: string;
  /** The program word as resolved (`/usr/bin/curl`, `./x`). */
  path: string;
  name: Arg;
  args: Arg[];
  stdin: Stream;
  stdout: Target | undefined;
  line: number;
  text: string;
  node: Node;
  background: boolean;
  /** The fact for the started program, for handlers to complete (`runsFile`, `socketStdio`). */
  process: ProcessFact | undefined;
}

/**
 * What a program does with its input and arguments, as facts; returns what it prints (undefined: its input
 * passes through, which is what filters do). Handlers only read `Invocation` and call the walker.
 */
export type Handler = (
  inv: Invocation,
  walker: import('./shell-walker.js').ShellWalker,
) => Stream | undefined;
