import type { Config } from "tailwindcss";

/**
 * Design tokens of spec §3 and §9: breakpoints (px) and the palette the CMS offers for page
 * backgrounds and headings. Loaded by src/styles/globals.css through `@config`.
 */
const config: Config = {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    screens: {
      xs: "0px",
      sm: "640px",
      md: "768px",
      lg: "1024px",
      xl: "1280px",
      "2xl": "1536px",
    },
    extend: {
      colors: {
        blue: "#173f6b",
        green: "#2f6b45",
        white: "#ffffff",
        "grey-0": "#f5f7f8",
        "grey-1": "#e2e7eb",
        aqua: "#dcf1ef",
        "ds-turquoise": "#0a716f",
        "pink-0": "#fcebef",
        ink: "#1f2a37",
      },
      fontFamily: {
        sans: ["var(--font-site)", "ui-sans-serif", "system-ui", "sans-serif"],
      },
    },
  },
};

export default config;
