/**
 * A whole number from an environment variable within [min, max], or `fallback` when unset or
 * blank; anything else stops start-up with a message naming the variable and what it expects.
 */
export function wholeNumberFromEnv(env: Record<string, string | undefined>, name: string, fallback: number, [min, max]: [number, number], unit: string): number {
  const raw = (env[name] ?? "").trim();
  const value = raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`Invalid ${name}=${JSON.stringify(raw)}: expected ${unit} (${min}–${max}).`);
  return value;
}
