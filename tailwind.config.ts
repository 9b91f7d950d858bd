import type { Config } from "tailwindcss";
import { COLORS } from "./src/styles/tokens";
import { BREAKPOINTS } from "./src/config/constants";

/**
 * Design tokens: breakpoints (px, R9) and the palette (src/styles/tokens.ts: the CMS colours of R3
 * and the site's own). Loaded by src/styles/globals.css through `@config`.
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
