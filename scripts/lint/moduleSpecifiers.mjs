/**
 * The ESLint visitors that reach every module specifier of a file: static and dynamic imports,
 * re-exports, `import("…")` types, and the calls a rule names (`require`, `vi.mock`…). Shared by
 * the project's import rules.
 * @param {(node: any) => void} check called with each specifier node (a string literal, or what stands there)
 * @param {(callee: any) => boolean} takesSpecifier whether a call's first argument is a specifier
 * @returns {import("eslint").Rule.RuleListener}
 */
export function moduleSpecifierVisitors(check, takesSpecifier) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    CallExpression: (node) => {
      if (takesSpecifier(node.callee)) check(node.arguments[0]);
    },
    TSImportType: (/** @type {any} */ node) => check(node.argument?.literal ?? node.argument),
  };
}
