import fs from "node:fs";
import path from "node:path";

/** The Brandon Text files an operator may place in public/fonts/ (the font is licensed, not shipped). */
const BRANDON_TEXT_FILES = [
  { file: "BrandonText-Regular.woff2", weight: 400 },
  { file: "BrandonText-Medium.woff2", weight: 500 },
  { file: "BrandonText-Bold.woff2", weight: 700 },
] as const;

/** @font-face rules for the Brandon Text files present in public/fonts/, or "" when none are. */
export function brandonTextFontFaces(publicDir = path.join(process.cwd(), "public")): string {
  return BRANDON_TEXT_FILES.filter(({ file }) => fs.existsSync(path.join(publicDir, "fonts", file)))
    .map(
      ({ file, weight }) =>
        `@font-face{font-family:"Brandon Text";src:url(/fonts/${file}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap}`,
    )
    .join("");
}
