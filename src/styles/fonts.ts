import localFont from "next/font/local";

/** Montserrat, self-hosted from the @fontsource/montserrat npm package (no build-time download). */
const montserrat = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/montserrat/files/montserrat-latin-400-normal.woff2",
      weight: "400",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/montserrat/files/montserrat-latin-600-normal.woff2",
      weight: "600",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2",
      weight: "700",
      style: "normal",
    },
  ],
  variable: "--font-montserrat",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
});

/** The CSS class that selects a country's layout font family. */
export function fontClass(fontFamily: string): string {
  return fontFamily === "Montserrat" ? `${montserrat.variable} font-montserrat` : "font-brandon";
}
