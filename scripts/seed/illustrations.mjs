/**
 * Generates the seed content's illustrations (flat botanical/pharmacy drawings) as JPEG files in
 * content/assets/. Run `node scripts/seed/illustrations.mjs`; the output is committed, so the site
 * and its tests never depend on running this.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { palette, sprig, bottle, globules, scene } from "./lib/drawing.mjs";

const OUT = path.resolve(import.meta.dirname, "../../content/assets");

/** The seed illustrations: file name → SVG. */
const ILLUSTRATIONS = {
  "home/hero-botanica.jpg": scene(
    1600,
    1200,
    [palette.aqua, "#f6fbfa"],
    `
    <circle cx="1150" cy="380" r="300" fill="${palette.white}" opacity="0.7"/>
    <ellipse cx="800" cy="1010" rx="620" ry="70" fill="${palette.blue}" opacity="0.08"/>
    ${sprig(300, 1000, 2.6, -12, { flower: palette.heather })}${sprig(420, 1010, 2.1, 8, { leaf: palette.leafLight, flower: palette.pink })}
    ${bottle(700, 560, 200, 430, { band: palette.turquoise })}${bottle(960, 680, 170, 320, { band: palette.green, cap: palette.turquoise })}
    ${bottle(1180, 760, 220, 240, { kind: "tube", band: palette.blue })}${globules(1400, 990, 14)}
    ${sprig(1420, 1000, 1.8, 15, { flower: palette.heather })}`,
  ),
  "home/laboratorio.jpg": scene(
    1200,
    900,
    [palette.sand, "#fbf8f3"],
    `
    <rect x="120" y="640" width="960" height="24" rx="12" fill="${palette.blue}" opacity="0.2"/>
    <path d="M320 340 h120 v160 l90 150 h-300 l90 -150 z" fill="${palette.aqua}" stroke="${palette.blue}" stroke-width="6"/>
    <path d="M248 600 l52 -88 h160 l52 88 z" fill="${palette.turquoise}" opacity="0.7"/>
    <rect x="620" y="300" width="70" height="340" rx="35" fill="${palette.white}" stroke="${palette.blue}" stroke-width="6"/>
    <rect x="626" y="470" width="58" height="164" rx="29" fill="${palette.leaf}"/>
    <rect x="740" y="360" width="70" height="280" rx="35" fill="${palette.white}" stroke="${palette.blue}" stroke-width="6"/>
    <rect x="746" y="520" width="58" height="114" rx="29" fill="${palette.heather}"/>
    ${sprig(960, 640, 1.6, 6, { flower: palette.heather })}`,
  ),
  "home/familia.jpg": scene(
    1200,
    900,
    ["#fdf1f4", palette.white],
    `
    <circle cx="470" cy="360" r="110" fill="${palette.turquoise}"/><rect x="360" y="480" width="220" height="330" rx="100" fill="${palette.turquoise}"/>
    <circle cx="740" cy="420" r="90" fill="${palette.blue}"/><rect x="650" y="520" width="180" height="290" rx="85" fill="${palette.blue}"/>
    <circle cx="610" cy="560" r="60" fill="${palette.heather}"/><rect x="555" y="630" width="110" height="180" rx="55" fill="${palette.heather}"/>
    ${sprig(190, 820, 1.5, -10, { flower: palette.pink })}${sprig(1010, 820, 1.5, 10, { leaf: palette.leafLight, flower: palette.heather })}`,
  ),
  "home/consejos.jpg": scene(
    1200,
    900,
    ["#eef6ee", palette.white],
    `
    <rect x="300" y="220" width="600" height="480" rx="36" fill="${palette.white}" stroke="${palette.green}" stroke-width="6"/>
    <rect x="360" y="300" width="360" height="26" rx="13" fill="${palette.blue}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="360" y="${370 + i * 52}" width="${440 - (i % 2) * 90}" height="16" rx="8" fill="${palette.leafLight}"/>`).join("")}
    ${sprig(930, 760, 1.7, 12, { flower: palette.heather })}`,
  ),
  "home/noticias.jpg": scene(
    1200,
    900,
    ["#e8eef6", palette.white],
    `
    <rect x="260" y="200" width="680" height="520" rx="28" fill="${palette.white}" stroke="${palette.blue}" stroke-width="6"/>
    <rect x="310" y="250" width="280" height="200" rx="16" fill="${palette.aqua}"/>${sprig(450, 440, 0.9, 0, { flower: palette.heather })}
    <rect x="630" y="260" width="260" height="22" rx="11" fill="${palette.blue}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="630" y="${310 + i * 40}" width="240" height="14" rx="7" fill="#c9d4df"/>`).join("")}
    ${[0, 1, 2].map((i) => `<rect x="310" y="${500 + i * 50}" width="580" height="16" rx="8" fill="#c9d4df"/>`).join("")}`,
  ),
  "pages/equipo.jpg": scene(
    1600,
    900,
    [palette.aqua, palette.white],
    `
    ${[0, 1, 2, 3]
      .map(
        (
          i,
        ) => `<circle cx="${420 + i * 250}" cy="360" r="90" fill="${[palette.turquoise, palette.blue, palette.green, palette.heather][i]}"/>
      <rect x="${330 + i * 250}" y="470" width="180" height="300" rx="80" fill="${[palette.turquoise, palette.blue, palette.green, palette.heather][i]}"/>`,
      )
      .join("")}
    ${sprig(200, 860, 1.6, -8, { flower: palette.heather })}${sprig(1420, 860, 1.6, 8, { flower: palette.pink })}`,
  ),
};

await Promise.all(
  Object.entries(ILLUSTRATIONS).map(async ([file, svg]) => {
    const target = path.join(OUT, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toFile(target);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }),
);
