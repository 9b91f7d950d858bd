// @ts-check
import fs from "node:fs";

/**
 * The site's Mailjet templates, declared once in src/config/mailTemplates.json (id, label, the
 * Variables each takes): the sink labels them on its pages and checks sends against them.
 * @type {Record<string, { id: number, label: string, variables: string[] }>}
 */
const declared = JSON.parse(
  fs.readFileSync(new URL("../../../../src/config/mailTemplates.json", import.meta.url), "utf8"),
);

/** TemplateID → the variable names it takes: the sink's default `templates`. */
export const SITE_TEMPLATE_VARIABLES = Object.fromEntries(
  Object.values(declared).map((template) => [template.id, template.variables]),
);

/** TemplateID → its name on the sink's pages. */
export const SITE_TEMPLATE_LABELS = Object.fromEntries(
  Object.values(declared).map((template) => [template.id, template.label]),
);
