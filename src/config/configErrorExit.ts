/**
 * How a process stops on an invalid environment (next.config.ts at build and start, instrumentation.ts
 * for the standalone server): one line per missing or invalid variable, then exit code 1.
 */

/**
 * Prints a ConfigError's lines, one per variable, and exits with 1; rethrows anything else.
 * @param error what loading the configuration threw
 */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof Error && error.name === "ConfigError") {
    const lines = (error as Error & { lines?: string[] }).lines ?? [error.message];
    console.error(
      `\n${lines.map((line) => `Configuration error: ${line}`).join("\n")}\n` +
        "Set these variables (docs/deploy.md, .env.example), or run the local stack with `npm start` (SITE_MODE=local).\n",
    );
    process.exit(1);
  }
  throw error;
}
