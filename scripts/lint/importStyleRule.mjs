/**
 * The project's import style, as an ESLint rule with its fix: a path that leaves the importing
 * file's folder (to a parent, a sibling or a subfolder) goes through an alias (`@/…` for `src/`, `@tests/…`, `@services/…`, `@scripts/…`,
 * `@public/…`, declared in tsconfig.json and vitest.config.mts), and a file of the same folder is
 * imported relatively (`./…`). So a file says at a glance what it takes from elsewhere, and a
 * folder can move without rewriting its own imports. The generated Prismic types are imported as
 * `Content` from `@prismicio/client`, as Prismic's starters do.
 */
import path from "node:path";
import { moduleSpecifierVisitors } from "./moduleSpecifiers.mjs";

/** Each alias and the project folder it stands for; the first whose folder holds a target names it. */
export const IMPORT_ALIASES = [
  { alias: "@/", folder: "src" },
  { alias: "@tests/", folder: "tests" },
  { alias: "@services/", folder: "services" },
  { alias: "@scripts/", folder: "scripts" },
  { alias: "@public/", folder: "public" },
];

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The file an aliased specifier names, or null when it is not aliased.
 * @param {string} specifier
 */
function aliasedTarget(specifier) {
  const entry = IMPORT_ALIASES.find(({ alias }) => specifier.startsWith(alias));
  return entry ? path.join(projectRoot, entry.folder, specifier.slice(entry.alias.length)) : null;
}

/**
 * The aliased specifier of a file in one of the aliased folders, or null.
 * @param {string} target
 */
function aliasOf(target) {
  const relative = path.relative(projectRoot, target).split(path.sep).join("/");
  const entry = IMPORT_ALIASES.find(({ folder }) => relative.startsWith(`${folder}/`));
  return entry ? `${entry.alias}${relative.slice(entry.folder.length + 1)}` : null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importStyleRule = {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: { description: "Across folders, import through an alias (@/…); inside a folder, relatively (./…)." },
    messages: {
      acrossFolders: "Import {{specifier}} through its alias: {{aliased}} (relative paths only within a folder).",
      generatedTypes:
        'Import the generated Prismic types as `Content` from "@prismicio/client" (Content.{{example}}), not from {{specifier}}.',
      leavesProject: "{{specifier}} leaves the aliased folders (src, tests, services, scripts, public).",
      insideFolder: "{{specifier}} is in this file's folder: import it relatively, {{relative}}.",
    },
    schema: [],
  },
  create(context) {
    const folder = path.dirname(context.filename);

    /**
     * Checks one module specifier (a string literal node).
     * @param {any} node
     */
    function check(node) {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      const specifier = node.value;
      const quote = node.raw[0];
      if (specifier.startsWith(".")) {
        const target = path.resolve(folder, specifier);
        if (path.dirname(target) === folder) return;
        if (/\/prismicio-types$/.test(target) && path.dirname(target) === projectRoot) {
          context.report({ node, messageId: "generatedTypes", data: { specifier, example: "PageDocument" } });
          return;
        }
        const aliased = aliasOf(target);
        if (!aliased) {
          context.report({ node, messageId: "leavesProject", data: { specifier } });
          return;
        }
        context.report({
          node,
          messageId: "acrossFolders",
          data: { specifier, aliased },
          fix: (fixer) => fixer.replaceText(node, `${quote}${aliased}${quote}`),
        });
        return;
      }
      const target = aliasedTarget(specifier);
      if (target && path.dirname(target) === folder) {
        const relative = `./${path.relative(folder, target).split(path.sep).join("/")}`;
        context.report({
          node,
          messageId: "insideFolder",
          data: { specifier, relative },
          fix: (fixer) => fixer.replaceText(node, `${quote}${relative}${quote}`),
        });
      }
    }

    const isMockCall = (/** @type {any} */ callee) =>
      callee.type === "MemberExpression" &&
      callee.object.type === "Identifier" &&
      callee.object.name === "vi" &&
      callee.property.type === "Identifier" &&
      ["mock", "doMock", "importActual"].includes(callee.property.name);

    return moduleSpecifierVisitors(check, isMockCall);
  },
};
