import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { importStyleRule } from "./scripts/lint/importStyleRule.mjs";
import { publicImportsRule } from "./scripts/lint/publicImportsRule.mjs";

/**
 * The layers of src/, top to bottom (docs/architecture.md, "Which way imports point"): a folder
 * imports its own layer and the layers below, never one above.
 */
const LAYERS = [
  ["pages", "enhance", "instrumentation.ts"],
  ["sections", "forms", "preview", "widgets", "slices", "sliceSimulator", "islands", "layout"],
  ["components"],
  ["lib", "server"],
  ["config", "i18n", "styles"],
];

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
    // Imports point down. Each layer below the top may import only from its own and lower layers
    // (`except`), so a new folder of src/ is refused below the top until LAYERS places it. The
    // import resolvers of eslint-config-next read tsconfig's `@/` alias.
    files: ["src/**/*.{ts,tsx,mjs}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: LAYERS.slice(1).map((layer, index) => ({
            target: layer.map((folder) => `./src/${folder}`),
            from: "./src",
            except: LAYERS.slice(index + 1)
              .flat()
              .map((folder) => `./${folder}`),
            message: "Imports point down: LAYERS in eslint.config.mjs, docs/architecture.md.",
          })),
        },
      ],
    },
  },
  {
    // Public entry points only (scripts/lint/publicImportsRule.mjs), in every file the lint reads.
    plugins: { "brezo-public": { rules: { "public-imports": publicImportsRule } } },
    rules: { "brezo-public/public-imports": "error" },
  },
];

export default config;
