import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { importStyleRule } from "./scripts/lint/importStyleRule.mjs";
import { publicImportsRule } from "./scripts/lint/publicImportsRule.mjs";

/** ESLint 9 flat config: Next.js core web vitals + TypeScript rules. */
const config = [
  {
    // Generated output, as in .gitignore: build directories under any name (NEXT_DIST_DIR), the
    // esbuild bundles in public/_enhance, scratch directories.
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".nb*/**",
      ".tp/**",
      "out/**",
      "coverage/**",
      "bench/minimal-next/.n*/**",
      "tests/fixtures/app-router-preview/.next*/**",
      "public/_enhance/**",
      "test-results/**",
      "playwright-report/**",
      "prismicio-types.d.ts",
      "next-env.d.ts",
      ".data/**",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The import style (scripts/lint/importStyleRule.mjs) wherever a resolver reads the aliases:
    // Next, vitest, Playwright and tsx. The local services, the plain-Node .mjs scripts and the
    // tools' own config files (read before any alias exists) run without one and keep relative paths.
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "scripts/**/*.{ts,mts}"],
    plugins: { brezo: { rules: { "import-style": importStyleRule } } },
    rules: { "brezo/import-style": "error" },
  },
  {
    // Public entry points only (scripts/lint/publicImportsRule.mjs), in every file the lint reads.
    plugins: { "brezo-public": { rules: { "public-imports": publicImportsRule } } },
    rules: { "brezo-public/public-imports": "error" },
  },
];

export default config;
