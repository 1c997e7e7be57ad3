import type { AnalysedUnit, Fact, FactKind, Taint, Unit } from '../facts.js';

/** Every fact of one kind across the given units, with the unit it came from. */
export function* factsOf<K extends FactKind>(
  units: readonly AnalysedUnit[],
  kind: K,
): Generator<{ unit: Unit; fact: Extract<Fact, { kind: K }> }> {
  for (const { unit, facts } of units) {
    for (const fact of facts)
      if (fact.kind === kind) yield { unit, fact: fact as Extract<Fact, { kind: K }> };
  }
}

/** The facts of one unit (none when it is not among `units`). */
export function factsIn(units: readonly AnalysedUnit[], unit: Unit): readonly Fact[] {
  return units.find((u) => u.unit === unit)?.facts ?? [];
}

/** True when any of `taint` is among `wanted`. */
export function carries(taint: readonly Taint[], ...wanted: Taint[]): boolean {
  return taint.some((t) => wanted.includes(t));
}

/** Data that identifies or belongs to the user: what no skill may ship to a third party. */
export const PRIVATE_TAINT: readonly Taint[] = ['secret', 'environment', 'sensitive-file', 'user-data'];
