/** What every input generator needs: the seeded generator, the site's origin and unique ids with their markers. */
import type { Expectation, HostileInput } from "./oracle";
import type { Prng } from "./prng";
import type { WireRequest } from "./httpClient";

export type GeneratorContext = {
  prng: Prng;
  /** http://127.0.0.1:<port> of the site under test. */
  origin: string;
  /** The next input id (unique in the run). */
  nextId: () => number;
};

/** A string only this run's input `id` carries (lowercase letters and digits, ends with "q"). */
export const markerFor = (seed: number, id: number) => `s${seed.toString(36)}n${id}q`;

/** Collects inputs, each built from its own id and marker. */
export function inputCollector(context: GeneratorContext, group: string) {
  const inputs: HostileInput[] = [];
  const add = (
    label: string,
    expect: Expectation,
    build: (marker: string) => WireRequest,
    options: { heavy?: boolean; marked?: boolean } = {},
  ) => {
    const id = context.nextId();
    const marker = markerFor(context.prng.seed, id);
    inputs.push({
      id,
      group,
      label,
      request: build(marker),
      expect,
      marker: options.marked === false ? undefined : marker,
      heavy: options.heavy,
    });
  };
  return { inputs, add };
}

/** Where a hostile character goes in a value. */
export function insertAt(prng: Prng, value: string, inserted: string): string {
  const where = prng.int(3);
  if (where === 0) return inserted + value;
  if (where === 2) return value + inserted;
  const middle = 1 + prng.int(Math.max(1, value.length - 1));
  return value.slice(0, middle) + inserted + value.slice(middle);
}
