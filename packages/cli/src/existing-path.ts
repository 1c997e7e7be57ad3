import { existsSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';

/**
 * Argument parser for a path a command reads: one that does not exist is a mistake on the command line
 * (exit 2), caught before any work starts.
 */
export function existingPath(value: string): string {
  if (!existsSync(value)) throw new InvalidArgumentError(`${value} does not exist.`);
  return value;
}

/** The same for a variadic argument: commander passes the values parsed so far. */
export function existingPaths(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), existingPath(value)];
}
