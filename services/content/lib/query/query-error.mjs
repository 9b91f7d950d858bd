// @ts-check
/**
 * A problem in a `q` query string; answered as Prismic's 400 `parsing-error`.
 */
export class QueryParseError extends Error {
  /**
   * @param {string} problem what is wrong
   * @param {string} query the whole `q` value
   * @param {number} index 0-based offset of the problem in `query`
   * @param {string} [location] the parameter holding the query (`query`, `orderings`)
   */
  constructor(problem, query, index, location = "query") {
    const { line, column } = lineAndColumn(query, index);
    super(`${problem} on line:${line} col:${column} in query '${query}'`);
    this.name = "QueryParseError";
    this.line = line;
    this.column = column;
    this.location = location;
  }
}

/**
 * @param {string} text
 * @param {number} index 0-based offset
 * @returns {{ line: number, column: number }} both 1-based
 */
function lineAndColumn(text, index) {
  const before = text.slice(0, Math.max(0, Math.min(index, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
