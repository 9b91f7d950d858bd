/**
 * Imports only through a library's public entry points: a path inside a package's
 * build output is whatever its last release happened to compile, and changes without notice.
 * Refused: `next/dist/…` and the other private paths listed below, in static and dynamic imports,
 * re-exports, `require()` and `import("…")` types. A path to a package's command (`next/dist/bin/next`,
 * spawned as a program, never imported) is a string, not an import, and is not concerned.
 */

import { moduleSpecifierVisitors } from "./moduleSpecifiers.mjs";

/** Private paths of the project's dependencies, each with the public way to get what it held. */
export const PRIVATE_IMPORT_PREFIXES = [
  { prefix: "next/dist/", instead: "the `next/…` entry points of Next's documentation" },
  { prefix: "node-mailjet/declarations/", instead: 'the types of "node-mailjet" itself' },
  { prefix: "node-mailjet/dist/", instead: '"node-mailjet"' },
];

/** @type {import("eslint").Rule.RuleModule} */
export const publicImportsRule = {
  meta: {
    type: "problem",
    docs: { description: "Import a library through its public entry points, never from its build output." },
    messages: { privatePath: "{{specifier}} is a private path of its package: use {{instead}}." },
    schema: [],
  },
  create(context) {
    /** @param {any} node a module specifier */
    function check(node) {
      const specifier = node?.type === "Literal" ? node.value : undefined;
      if (typeof specifier !== "string") return;
      const found = PRIVATE_IMPORT_PREFIXES.find(({ prefix }) => specifier.startsWith(prefix));
      if (found) context.report({ node, messageId: "privatePath", data: { specifier, instead: found.instead } });
    }
    return moduleSpecifierVisitors(check, (callee) => callee.type === "Identifier" && callee.name === "require");
  },
};
