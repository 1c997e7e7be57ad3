/**
 * What a brace list spells (`~/{.ssh,.gnupg}` → `~/.ssh`, `~/.gnupg`), as globs and the shell expand it;
 * innermost group first, at most 64, which no real glob exceeds.
 */
export function expandBraces(path: string): string[] {
  let paths = [path];
  for (let round = 0; round < 6; round++) {
    const next: string[] = [];
    let changed = false;
    for (const p of paths) {
      const group = /\{([^{}]*,[^{}]*)\}/.exec(p);
      if (group === null) {
        next.push(p);
        continue;
      }
      changed = true;
      for (const alternative of (group[1] ?? '').split(','))
        next.push(p.slice(0, group.index) + alternative + p.slice(group.index + group[0].length));
    }
    paths = next.slice(0, 64);
    if (!changed) break;
  }
  return paths;
}
