/** Option parser for a repeatable option: commander passes the values collected so far. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}
