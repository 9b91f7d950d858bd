/** Translation namespaces every page loads (safe to import in the browser). */
export const COMMON_NAMESPACES = ["common", "slices", "forms"] as const;
