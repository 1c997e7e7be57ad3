import type { Arg } from './invocation.js';

/** How a prefix command finds the command it runs. */
interface Wrapper {
  /** Options whose value is the next word (`sudo -u root bash`). */
  valued?: readonly string[];
  /** Words of its own between the options and the command (`timeout 5 curl …`, `chroot DIR cmd`). */
  positional?: number;
  /** Options that make it not run the command at all (`command -v git` only looks it up). */
  lookupOnly?: readonly string[];
}

/**
 * Prefixes that run the command after them. Each is here because attacks hide the real program behind it
 * (`curl … | sudo -E bash`, `nohup bash -c … &`, `env X=1 sh`) and benign scripts use it just as often.
 */
const WRAPPERS: ReadonlyMap<string, Wrapper> = new Map<string, Wrapper>([
  // Runs as another user, usually root: the payload line most install scripts end with.
  [
    'sudo',
    {
      valued: [
        '-u',
        '-g',
        '-C',
        '-D',
        '-h',
        '-p',
        '-r',
        '-t',
        '-U',
        '-T',
        '--user',
        '--group',
        '--chdir',
        '--prompt',
        '--host',
      ],
    },
  ],
  ['doas', { valued: ['-u', '-C'] }],
  ['run0', { valued: ['-u', '--user'] }],
  // `env X=1 cmd` and the `#!/usr/bin/env bash` idiom; handled for its assignments in `unwrapCommand`.
  ['env', { valued: ['-u', '-C', '--unset', '--chdir'] }],
  // Keeps the command alive after the session ends: the usual companion of a background implant.
  ['nohup', {}],
  ['setsid', {}],
  ['disown', {}],
  // Replaces the shell with the command (`exec sudo "$0" "$@"`).
  ['exec', { valued: ['-a'] }],
  // Bypasses aliases and functions; `-v`/`-V` only print where the command is.
  ['command', { lookupOnly: ['-v', '-V'] }],
  ['builtin', {}],
  ['time', { valued: ['-f', '-o', '--format', '--output'] }],
  ['nice', { valued: ['-n', '--adjustment'] }],
  ['ionice', { valued: ['-c', '-n', '-p', '--class', '--classdata'] }],
  ['chrt', { positional: 1 }],
  ['taskset', { positional: 1 }],
  ['timeout', { valued: ['-s', '-k', '--signal', '--kill-after'], positional: 1 }],
  ['stdbuf', { valued: ['-i', '-o', '-e', '--input', '--output', '--error'] }],
  ['unbuffer', {}],
  ['caffeinate', { valued: ['-t', '-w'] }],
  ['chroot', { valued: ['--userspec', '--groups'], positional: 1 }],
  ['flock', { valued: ['-w', '-E', '--timeout', '--conflict-exit-code'], positional: 1 }],
  ['runuser', { valued: ['-u', '-g', '-G', '--user', '--group'] }],
  // Route the command's traffic through Tor or a proxy chain: a network command stays one.
  ['torsocks', { valued: ['-a', '-P', '-u', '-p'] }],
  ['torify', {}],
  ['proxychains', { valued: ['-f'] }],
  ['proxychains4', { valued: ['-f'] }],
  ['tsocks', {}],
  // `busybox wget …` is wget; attackers use it where the real tool is missing or watched.
  ['busybox', {}],
  ['toybox', {}],
]);

export interface Unwrapped {
  /** Index in the argument list of the word that names the program that runs. */
  start: number;
  /** The program is only looked up, never run (`command -v curl`). */
  lookupOnly: boolean;
}

/** Skips wrappers (and their options, assignments and own operands) in front of the real command. */
export function unwrapCommand(words: readonly Arg[]): Unwrapped {
  let i = 0;
  for (let guard = 0; guard < 16 && i < words.length - 1; guard++) {
    const name = baseName(words[i]?.value ?? '');
    const wrapper = WRAPPERS.get(name);
    if (wrapper === undefined) break;
    let j = i + 1;
    let positional = wrapper.positional ?? 0;
    while (j < words.length) {
      const word = words[j]?.value ?? '';
      if (word === '--') {
        j++;
        break;
      }
      if (wrapper.lookupOnly?.includes(word) === true) return { start: j + 1, lookupOnly: true };
      if (name === 'env' && /^[A-Za-z_]\w*=/.test(word)) {
        j++;
        continue;
      }
      // `env -0` alone prints the environment; it is a command, not a prefix.
      if (name === 'env' && /^(?:-0|--null)$/.test(word)) {
        j++;
        continue;
      }
      if (word.startsWith('-') && word.length > 1) {
        j += wrapper.valued?.includes(word) === true ? 2 : 1;
        continue;
      }
      if (positional > 0) {
        positional--;
        j++;
        continue;
      }
      break;
    }
    if (j >= words.length) break;
    i = j;
  }
  return { start: i, lookupOnly: false };
}

export function baseName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? path : path.slice(slash + 1);
}

/** Whether `name` is a prefix that runs the command after it. */
export function isWrapper(name: string): boolean {
  return WRAPPERS.has(name);
}
