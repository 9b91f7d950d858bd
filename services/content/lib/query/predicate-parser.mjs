// @ts-check
import { QueryParseError } from "./query-error.mjs";

/**
 * @typedef {string | number | boolean} Scalar
 * @typedef {{ kind: "path", value: string, index: number }
 *   | { kind: "value", value: Scalar | Scalar[], index: number }} PredicateArg
 * @typedef {{ name: string, args: PredicateArg[], index: number }} ParsedPredicate
 */

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_.-]/;

/**
 * Parses one `q` value as the client sends it: `[[at(document.type, "product")][has(my.product.image)]]`.
 * Each predicate may carry the legacy `:d = ` prefix. Throws QueryParseError with the offending column.
 * @param {string} query
 * @returns {ParsedPredicate[]}
 */
export function parseQuery(query) {
  return new Parser(query).parseQuery();
}

class Parser {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
    this.pos = 0;
  }

  parseQuery() {
    this.skipSpace();
    this.expect("[");
    /** @type {ParsedPredicate[]} */
    const predicates = [];
    this.skipSpace();
    while (this.peek() === "[") {
      this.pos += 1;
      predicates.push(this.parsePredicate());
      this.skipSpace();
      this.expect("]");
      this.skipSpace();
    }
    this.expect("]");
    this.skipSpace();
    if (this.pos < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the query`);
    return predicates;
  }

  /** @returns {ParsedPredicate} */
  parsePredicate() {
    this.skipSpace();
    if (this.peek() === ":") {
      // Legacy form `[:d = at(...)]` (documents' `href`s still use it).
      this.pos += 1;
      this.parseIdentifier("a variable name");
      this.skipSpace();
      this.expect("=");
      this.skipSpace();
    }
    const index = this.pos;
    const name = this.parseIdentifier("a predicate name");
    this.skipSpace();
    this.expect("(");
    /** @type {PredicateArg[]} */
    const args = [];
    this.skipSpace();
    if (this.peek() !== ")") {
      for (;;) {
        this.skipSpace();
        args.push(this.parseArg());
        this.skipSpace();
        if (this.peek() === ",") {
          this.pos += 1;
          continue;
        }
        break;
      }
    }
    this.expect(")");
    return { name, args, index };
  }

  /** @returns {PredicateArg} */
  parseArg() {
    const index = this.pos;
    const char = this.peek();
    if (char !== undefined && IDENT_START.test(char)) {
      const ident = this.parseIdentifier("a path");
      if (ident === "true" || ident === "false") return { kind: "value", value: ident === "true", index };
      return { kind: "path", value: ident, index };
    }
    if (char === "[") {
      this.pos += 1;
      /** @type {Scalar[]} */
      const values = [];
      this.skipSpace();
      if (this.peek() !== "]") {
        for (;;) {
          this.skipSpace();
          values.push(this.parseScalar());
          this.skipSpace();
          if (this.peek() === ",") {
            this.pos += 1;
            continue;
          }
          break;
        }
      }
      this.expect("]");
      return { kind: "value", value: values, index };
    }
    return { kind: "value", value: this.parseScalar(), index };
  }

  /** @returns {Scalar} */
  parseScalar() {
    const char = this.peek();
    if (char === '"') return this.parseString();
    if (char !== undefined && /[-0-9]/.test(char)) return this.parseNumber();
    if (this.text.startsWith("true", this.pos)) {
      this.pos += 4;
      return true;
    }
    if (this.text.startsWith("false", this.pos)) {
      this.pos += 5;
      return false;
    }
    return this.fail(`expected a value (string, number or boolean) but found ${this.describe()}`);
  }

  parseString() {
    const start = this.pos;
    this.pos += 1;
    let out = "";
    while (this.pos < this.text.length) {
      const char = this.text[this.pos];
      if (char === "\\") {
        const next = this.text[this.pos + 1];
        if (next === undefined) break;
        out += next === "n" ? "\n" : next === "t" ? "\t" : next;
        this.pos += 2;
        continue;
      }
      if (char === '"') {
        this.pos += 1;
        return out;
      }
      out += char;
      this.pos += 1;
    }
    this.pos = start;
    return this.fail("unterminated string");
  }

  parseNumber() {
    const match = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(this.text.slice(this.pos));
    if (!match) return this.fail(`expected a number but found ${this.describe()}`);
    this.pos += match[0].length;
    return Number(match[0]);
  }

  /** @param {string} what */
  parseIdentifier(what) {
    const start = this.pos;
    const first = this.peek();
    if (first === undefined || !IDENT_START.test(first)) return this.fail(`expected ${what} but found ${this.describe()}`);
    while (this.pos < this.text.length && IDENT_PART.test(this.text[this.pos])) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  /** @param {string} char */
  expect(char) {
    if (this.peek() !== char) this.fail(`expected "${char}" but found ${this.describe()}`);
    this.pos += 1;
  }

  skipSpace() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos += 1;
  }

  /** @returns {string | undefined} */
  peek() {
    return this.text[this.pos];
  }

  describe() {
    const char = this.peek();
    return char === undefined ? "the end of the query" : `"${char}"`;
  }

  /**
   * @param {string} problem
   * @returns {never}
   */
  fail(problem) {
    throw new QueryParseError(problem, this.text, this.pos);
  }
}
