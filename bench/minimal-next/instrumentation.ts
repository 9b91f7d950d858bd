/**
 * The minimal app's own (empty) instrumentation hook. Without it, Next (Turbopack) takes the site's
 * `src/instrumentation.ts` from the project root, which checks the production configuration and
 * loads search indexes: neither belongs to the floor this app measures.
 */
export function register(): void {}
