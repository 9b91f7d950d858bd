/** The public-imports rule: the private paths it refuses, in every form of import (type-only imports are the same ImportDeclaration). */
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { publicImportsRule } from "@scripts/lint/publicImportsRule.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const refused = (code: string) => ({ code, errors: [{ messageId: "privatePath" }] });

new RuleTester().run("brezo-public/public-imports", publicImportsRule, {
  valid: [
    'import { PHASE_PRODUCTION_BUILD } from "next/constants.js";',
    'import nextConfig from "next";',
    'import Mailjet from "node-mailjet";',
    'const { CacheHandler } = await import("@fortedigital/nextjs-cache-handler");',
    // A command's path, spawned as a program, is no import.
    'const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");',
    'import { distDir } from "./next/dist/local";',
  ],
  invalid: [
    refused('import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";'),
    refused('import { Header } from "next/dist/lib/load-custom-routes";'),
    refused('export { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";'),
    refused('const module = await import("next/dist/server/base-server");'),
    refused('const { NextServer } = require("next/dist/server/next");'),
    refused('import { RequestOptions } from "node-mailjet/declarations/request/Request";'),
  ],
});
