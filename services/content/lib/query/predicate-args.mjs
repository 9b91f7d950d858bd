// @ts-check
import { dateArgToMs, monthArg, weekdayArg } from "./date-args.mjs";
import { parseFieldPath } from "./field-paths.mjs";
import { QueryParseError } from "./query-error.mjs";

/**
 * @typedef {"path" | "textPath" | "scalar" | "scalarOrList" | "list" | "number" | "string" | "date" | "weekday" | "month" | "int"} ParamKind
 */

/**
 * Checks one predicate argument against the kind its parameter expects and converts it
 * (paths parsed, dates to epoch ms, weekday/month names to numbers).
 * @param {ParamKind} kind
 * @param {import("./predicate-parser.mjs").PredicateArg} arg
 * @param {{ name: string, query: string, types: Record<string, string>, models?: import("../models/load-models.mjs").Models }} context
 *   predicate name, whole `q` value (for error columns), repository types, project models
 * @returns {unknown}
 * @throws {QueryParseError}
 */
export function convertArg(kind, arg, { name, query, types, models }) {
  const fail = (/** @type {string} */ problem) => new QueryParseError(`'${name}': ${problem}`, query, arg.index);
  if (kind === "path" || kind === "textPath") {
    if (arg.kind !== "path") throw fail(`expected a field path but got ${JSON.stringify(arg.value)}`);
    let path;
    try {
      path = parseFieldPath(arg.value, types, models);
    } catch (error) {
      // Prismic: `[function at(..)] unexpected field 'my.article.categorie' on line:1 col:45 in query '…'`
      throw new QueryParseError(`[function ${name}(..)] ${/** @type {Error} */ (error).message}`, query, arg.index);
    }
    if (path.kind === "document-root" && kind !== "textPath") throw fail("'document' alone is only valid in fulltext");
    return path;
  }
  if (arg.kind === "path") throw fail(`expected a value but got the path ${arg.value}`);
  const value = arg.value;
  switch (kind) {
    case "scalar":
      if (Array.isArray(value)) throw fail("expected a single value, not a list");
      return value;
    case "scalarOrList":
      return value;
    case "list":
      if (!Array.isArray(value)) throw fail("expected a list of values");
      return value;
    case "number":
      if (typeof value !== "number") throw fail(`expected a number but got ${JSON.stringify(value)}`);
      return value;
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) throw fail(`expected an integer but got ${JSON.stringify(value)}`);
      return value;
    case "string":
      if (typeof value !== "string") throw fail(`expected a string but got ${JSON.stringify(value)}`);
      return value;
    case "date": {
      const ms = dateArgToMs(value);
      if (Number.isNaN(ms)) throw fail(`expected a date (epoch ms or ISO string) but got ${JSON.stringify(value)}`);
      return ms;
    }
    case "weekday": {
      const day = weekdayArg(value);
      if (Number.isNaN(day)) throw fail(`expected a day of the week (1-7 or a name) but got ${JSON.stringify(value)}`);
      return day;
    }
    case "month": {
      const month = monthArg(value);
      if (Number.isNaN(month)) throw fail(`expected a month (1-12 or a name) but got ${JSON.stringify(value)}`);
      return month;
    }
    default:
      throw fail(`unsupported argument kind ${kind}`);
  }
}
