import { expect, it } from 'vitest';

/**
 * Cases of the older SkillScan suites that the facts engine does not reach yet, with why. Each still runs
 * and must still fail: one that starts passing fails the suite until it is taken off this list.
 */
export const SCAN_KNOWN_GAPS: ReadonlyMap<string, string> = new Map([
  [
    'Azure managed-identity token',
    'instance-metadata token requests in SKILL.md prose are not yet credential reads',
  ],
  [
    'GCP service-account token',
    'instance-metadata token requests in SKILL.md prose are not yet credential reads',
  ],
  ['benign red-flag list in a security skill', 'a list of red flags is read as instructions'],
  [
    'benign unknown-vendor installer shown plainly',
    'an installer shown for the user to run is judged as one the agent runs',
  ],
  [
    'SKILL.md code block resolving a key',
    'DNS names built from a secret: no rule judges them from facts yet',
  ],
  ['WMI event consumer', 'WMI subscriptions are not persistence facts yet'],
  ['certutil download only', 'a certutil download without a run is not judged yet'],
  ['host of command output', 'DNS names built from command output are not judged yet'],
  ['python __builtins__.__dict__ lookup', 'builtins reached through __dict__ are not resolved'],
  [
    'python builtin name by implicit concatenation',
    'implicit string concatenation in builtins lookups is not resolved',
  ],
  ['python builtins table in pieces', 'builtins tables built in pieces are not resolved'],
  ['python dnspython chunks in a loop', 'DNS names built from file chunks are not judged yet'],
  ['typescript dns.promises with hex data', 'DNS names built from hex-encoded data are not judged yet'],
  ['git editor and pager settings', 'git core.editor/pager settings are reported as persistence'],
  [
    'package where the credential module is not joined with the sender',
    'modules of one package are joined too eagerly',
  ],
  [
    'package whose main module calls the key check and the sender separately',
    'modules of one package are joined too eagerly',
  ],
  [
    'metadata address formatted from numbers',
    'the old suite expects exfiltration where the response is only printed',
  ],
  [
    'metadata address joined from a mapped integer list, never sent on',
    'no network use is modelled for the address',
  ],
  ['sh awk /inet/tcp', "awk's /inet/tcp sockets are not network facts yet"],
  ['sh chmod -R 777 /', 'a recursive chmod of / is not judged at its severity yet'],
  ['sh shred ssh keys', 'shred is not a destructive program yet'],
  [
    'bun connect with a shell on the socket',
    "Bun.connect's socket handlers wired to a shell's stdin are not followed",
  ],
]);

/** Runs a known gap's body and requires it to fail; any other case runs as it is. */
export async function unlessKnownGap(name: string, body: () => Promise<void> | void): Promise<void> {
  if (!SCAN_KNOWN_GAPS.has(name)) return body();
  let failed = false;
  try {
    await body();
  } catch {
    failed = true;
  }
  expect(failed, `"${name}" passes now: remove it from SCAN_KNOWN_GAPS`).toBe(true);
}

/** `it.each(rows)('%s', fn)` whose first column is the case name, with known gaps held to failing. */
export function eachCase<T extends readonly unknown[]>(
  rows: readonly T[],
): (title: string, fn: (...row: T) => Promise<void> | void) => void {
  return (_title, fn) => {
    for (const row of rows) {
      const name = String(row[0]);
      it(SCAN_KNOWN_GAPS.has(name) ? `${name} (known gap)` : name, () =>
        unlessKnownGap(name, () => fn(...row)),
      );
    }
  };
}
