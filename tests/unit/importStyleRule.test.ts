/** The import-style rule (docs/architecture.md "How a file imports another"): what it refuses and what its fix writes. */
import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { importStyleRule } from "@scripts/lint/importStyleRule.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, "../..");
const inSrc = path.join(root, "src/sections/search/searchIndexLoader.ts");
const inTests = path.join(root, "tests/unit/search/searchIndex.test.ts");

new RuleTester().run("brezo/import-style", importStyleRule, {
  valid: [
    { filename: inSrc, code: 'import { SearchIndex } from "./searchIndex";' },
    { filename: inSrc, code: 'import { createClient } from "@/lib/prismic/client";' },
    { filename: inSrc, code: 'import * as prismic from "@prismicio/client";' },
    { filename: inTests, code: 'import { commonI18n } from "@tests/unit/support/commonI18n";' },
    { filename: inTests, code: 'const module = await import("@/sections/search/searchIndex");' },
  ],
  invalid: [
    {
      filename: inSrc,
      code: 'import { publishedRef } from "../../lib/prismic/publishedRef";',
      output: 'import { publishedRef } from "@/lib/prismic/publishedRef";',
      errors: [{ messageId: "acrossFolders" }],
    },
    {
      filename: inSrc,
      code: 'import { buildIndex } from "@/sections/search/searchIndexSync";',
      output: 'import { buildIndex } from "./searchIndexSync";',
      errors: [{ messageId: "insideFolder" }],
    },
    {
      filename: path.join(root, "src/sections/searchPageFile.ts"),
      code: 'export { SearchForm } from "./search/SearchForm";',
      output: 'export { SearchForm } from "@/sections/search/SearchForm";',
      errors: [{ messageId: "acrossFolders" }],
    },
    {
      filename: inTests,
      code: 'import { commonI18n } from "../support/commonI18n";\nvi.mock("../../../src/lib/siteConfig");',
      output: 'import { commonI18n } from "@tests/unit/support/commonI18n";\nvi.mock("@/lib/siteConfig");',
      errors: [{ messageId: "acrossFolders" }, { messageId: "acrossFolders" }],
    },
    {
      filename: inSrc,
      code: 'import { PageDocument } from "../../../prismicio-types";',
      errors: [{ messageId: "generatedTypes" }],
    },
  ],
});
