/** Sends the inputs with a bounded number in flight (large bodies one at a time) and keeps every answer. */
import { send, type Answer } from "./httpClient";
import type { HostileInput } from "./oracle";

export type Outcome = { input: HostileInput; answer: Answer };

/** Runs `inputs` against `origin`, `concurrency` at a time; heavy inputs afterwards, alone. */
export async function runInputs(
  origin: string,
  inputs: readonly HostileInput[],
  concurrency: number,
  timeoutMs = 20_000,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const light = inputs.filter((input) => !input.heavy);
  const heavy = inputs.filter((input) => input.heavy);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < light.length) {
        const input = light[next++];
        outcomes.push({ input, answer: await send(origin, input.request, timeoutMs) });
      }
    }),
  );
  for (const input of heavy) outcomes.push({ input, answer: await send(origin, input.request, 60_000) });
  return outcomes;
}
