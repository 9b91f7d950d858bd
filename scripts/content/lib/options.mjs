import path from "node:path";
import { parseArgs } from "node:util";

/** The project's root directory. */
export const ROOT = path.resolve(import.meta.dirname, "../../..");

/** A wrong command line or environment: printed as one line, exit 2. */
export class UsageError extends Error {}

const REPOSITORY_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Parses a command's arguments with node:util parseArgs; unknown options and stray arguments are
 * UsageErrors that name them and the command's usage.
 * @param {string[]} argv
 * @param {Record<string, { type: "string" | "boolean", short?: string }>} spec
 * @param {string} usage
 * @returns {Record<string, string | boolean | undefined>}
 */
export function parseOptions(argv, spec, usage) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { ...spec, help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: true });
    if (values.help) throw new UsageError(usage);
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"\n${usage}`);
    return values;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${/** @type {Error} */ (error).message}\n${usage}`);
  }
}

/**
 * A Prismic repository name as Prismic allows them (lowercase letters, digits, hyphens).
 * @param {unknown} value
 * @param {string} option
 * @returns {string}
 */
export function repositoryName(value, option = "--repository") {
  if (typeof value !== "string" || !REPOSITORY_NAME.test(value)) {
    throw new UsageError(`${option} must be a Prismic repository name (lowercase letters, digits, hyphens)${value === undefined ? "" : `, got ${JSON.stringify(value)}`}`);
  }
  return value;
}

/**
 * An absolute http(s) URL without a trailing slash.
 * @param {unknown} value
 * @param {string} option
 */
export function httpUrl(value, option) {
  let url;
  try {
    url = new URL(String(value));
  } catch {
    throw new UsageError(`${option} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`${option} must be an http(s) URL, got ${JSON.stringify(value)}`);
  return url.href.replace(/\/+$/, "");
}

/**
 * Where the APIs of a repository are: Prismic's own (from the name), or every API of a local
 * content service (`--service http://localhost:3100`: /api/v2, /asset-api, /migration-api,
 * /customtypes-api).
 * @param {string} repository
 * @param {string | undefined} service
 */
export function endpoints(repository, service) {
  if (service) {
    const base = httpUrl(service, "--service");
    return {
      documentAPIEndpoint: `${base}/api/v2`,
      assetAPIEndpoint: `${base}/asset-api`,
      migrationAPIEndpoint: `${base}/migration-api`,
      customTypesAPIEndpoint: `${base}/customtypes-api`,
    };
  }
  return {
    documentAPIEndpoint: `https://${repository}.cdn.prismic.io/api/v2`,
    assetAPIEndpoint: "https://asset-api.prismic.io",
    migrationAPIEndpoint: "https://migration.prismic.io",
    customTypesAPIEndpoint: "https://customtypes.prismic.io",
  };
}

/**
 * An environment variable that must be set (a UsageError naming it and what it is for otherwise).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {string} purpose
 */
export function requiredEnv(env, name, purpose) {
  const value = env[name]?.trim();
  if (!value) throw new UsageError(`${name} is not set: ${purpose} (see docs/content.md)`);
  return value;
}

/**
 * An optional environment variable (undefined when empty).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 */
export function optionalEnv(env, name) {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Runs a command's main function: a UsageError prints its message and exits 2; any other error
 * prints one line (the message) and exits 1.
 * @param {string} name e.g. "content:push"
 * @param {() => Promise<number | void>} main resolves to the exit code
 */
export async function runCommand(name, main) {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    if (error instanceof UsageError) {
      process.stderr.write(`${name}: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`${name}: ${error?.message ?? error}\n`);
    if (process.env.DEBUG) process.stderr.write(`${error?.stack}\n`);
    process.exitCode = 1;
  }
}
