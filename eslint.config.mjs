import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** ESLint 9 flat config: Next.js core web vitals + TypeScript rules. */
const config = [
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      "bench/minimal-next/.next*/**",
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
    // CommonJS modules that next.config.js loads before any bundler runs.
    files: ["next.config.js", "src/config/**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
