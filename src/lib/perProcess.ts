/**
 * The one `name` of this process, made on first use and kept on globalThis: Next bundles each API
 * route and page apart, and they must share what the process holds.
 */
export function perProcess<T>(name: string, make: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  return (holder[Symbol.for(`laboratorios-brezo.${name}`)] ??= make()) as T;
}
