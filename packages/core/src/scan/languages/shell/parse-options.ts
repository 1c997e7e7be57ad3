import type { Arg } from './invocation.js';

export interface ParsedOption {
  /** The option as its canonical name in the spec (`-o` and `--output` both map to what the spec says). */
  name: string;
  value: Arg | undefined;
}

export interface ParsedArgs {
  options: ParsedOption[];
  operands: Arg[];
}

/**
 * What a program's options look like: short letters that take a value (`-o FILE`, `-oFILE`, bundled as
 * in `-fsSLo FILE`), long options that take one (`--output FILE`, `--output=FILE`), and aliases to one
 * canonical name. Unknown options take no value, which is what most flags are.
 */
export interface OptionSpec {
  shortValued: string;
  longValued: ReadonlySet<string>;
  aliases?: Readonly<Record<string, string>>;
  /** Options start with `-` only before the first operand (`ssh host ls -l`). */
  stopAtOperand?: boolean;
  /** Single-dash long options (`-connect`, `-in`) as `openssl` and `find` spell them. */
  singleDashLong?: boolean;
}

function slice(arg: Arg, value: string): Arg {
  return { ...arg, value };
}

export function parseOptions(args: readonly Arg[], spec: OptionSpec): ParsedArgs {
  const options: ParsedOption[] = [];
  const operands: Arg[] = [];
  const canonical = (name: string): string => spec.aliases?.[name] ?? name;
  let onlyOperands = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === undefined) continue;
    const word = arg.value;
    if (onlyOperands || word === '-' || !word.startsWith('-') || word.length === 1) {
      operands.push(arg);
      if (spec.stopAtOperand === true) onlyOperands = true;
      continue;
    }
    if (word === '--') {
      onlyOperands = true;
      continue;
    }
    if (word.startsWith('--') || spec.singleDashLong === true) {
      const eq = word.indexOf('=');
      const name = eq === -1 ? word : word.slice(0, eq);
      if (eq !== -1) options.push({ name: canonical(name), value: slice(arg, word.slice(eq + 1)) });
      else if (spec.longValued.has(name)) options.push({ name: canonical(name), value: args[++i] });
      else if (
        spec.singleDashLong === true &&
        !word.startsWith('--') &&
        word.length === 2 &&
        spec.shortValued.includes(word[1] ?? '')
      )
        options.push({ name: canonical(name), value: args[++i] });
      else options.push({ name: canonical(name), value: undefined });
      continue;
    }
    // A bundle of short flags: the first letter that takes a value takes the rest of the word or the next.
    for (let k = 1; k < word.length; k++) {
      const letter = word[k] ?? '';
      const name = canonical(`-${letter}`);
      if (spec.shortValued.includes(letter)) {
        const rest = word.slice(k + 1);
        options.push({ name, value: rest !== '' ? slice(arg, rest) : args[++i] });
        break;
      }
      options.push({ name, value: undefined });
    }
  }
  return { options, operands };
}

export function hasOption(parsed: ParsedArgs, ...names: string[]): boolean {
  return parsed.options.some((o) => names.includes(o.name));
}

export function optionValues(parsed: ParsedArgs, ...names: string[]): Arg[] {
  const values: Arg[] = [];
  for (const o of parsed.options) if (o.value !== undefined && names.includes(o.name)) values.push(o.value);
  return values;
}
