import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
];

export default config;
