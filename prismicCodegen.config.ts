import type { Config } from "prismic-ts-codegen";

/** Generates prismicio-types.d.ts from the Slice Machine models (`npm run types`). */
const config: Config = {
  output: "./prismicio-types.d.ts",
  models: ["./customtypes/**/index.json", "./src/slices/**/model.json"],
  clientIntegration: { includeCreateClientInterface: true, includeContentNamespace: true },
};

export default config;
