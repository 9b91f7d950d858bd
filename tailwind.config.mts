import type { Config } from "tailwindcss";
import { COLORS } from "./src/styles/tokens";
import { BREAKPOINTS } from "./src/config/constants";

/**
 * Design tokens: breakpoints (px, R9) and the palette (src/styles/tokens.ts: the CMS colours of R3
 * and the site's own). Loaded by src/styles/globals.css through `@config`.
 *
 * `.mts` with extensionless imports: Tailwind tries Node's own `import()` first, which cannot
 * resolve them, and then loads the file with jiti. As a `.ts` file, Node 22's type stripping loaded
 * it and warned at every build that package.json declares no module type.
 */
const config: Config = {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    screens: Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`])),
    extend: {
      colors: { ...COLORS },
      fontFamily: {
        sans: ["var(--font-site)", "ui-sans-serif", "system-ui", "sans-serif"],
      },
    },
  },
};

export default config;
