/**
 * Draws every image of the seed sections (categories, product packshots, author avatars, health
 * articles, news) as flat SVG illustrations rendered to JPEG with sharp, into content/assets/.
 * The list of files comes from lib/catalog.mjs (i.e. from the data), so each image field has its
 * own drawing. Run `node scripts/seed/content-illustrations.mjs [filter]`; the output is committed.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageSpecs } from "./lib/catalog.mjs";
import * as d from "./lib/drawing.mjs";

const { palette: c } = d;
const OUT = path.resolve(import.meta.dirname, "../../content/assets");
const W = 1200;
const H = 800;

/**
 * A 1200×800 scene (rendered at the spec's size through the viewBox).
 * @param {[string, string]} bg the gradient's two colours @param {string} content SVG
 */
const s = (bg, content) => ({ bg, content });

/** @param {number} [y] @param {string} [color] @param {number} [op] */
const floor = (y = 700, color = c.blue, op = 0.08) =>
  `<ellipse cx="600" cy="${y}" rx="500" ry="50" fill="${color}" opacity="${op}"/>`;
/** @param {number} x @param {number} y @param {number} r @param {string} [color] @param {number} [op] */
const blob = (x, y, r, color = c.white, op = 0.55) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${op}"/>`;
/** @param {number} x @param {number} y @param {number} sc @param {number} rot @param {string} [flower] */
const heather = (x, y, sc, rot, flower = c.heather) => d.sprig(x, y, sc, rot, { flower });

/** Art key → scene. @type {Record<string, () => { bg: [string, string], content: string }>} */
const SCENES = {
  /* ------------------------------------------------------------ product categories */
  "cat-unitarios": () =>
    s(
      [c.aqua, c.white],
      `${blob(850, 260, 240)}${floor()}
    ${d.flowerStem(170, 720, 380, -8, { petal: c.yellow, heart: c.orange })}${d.flowerStem(260, 720, 300, 10, { petal: c.orange, heart: "#b5651d" })}
    ${["#e8893a", "#f2a93b", "#c9a227", "#6f8f3a", "#e07a6a"].map((col, i) => d.bottle(400 + i * 130, 420 + (i % 2) * 30, 90, 260 - (i % 2) * 30, { kind: "bottle", band: col, cap: col })).join("")}
    ${d.globules(980, 700, 14)}${heather(1100, 720, 1.5, 12)}`,
    ),
  "cat-complejos": () =>
    s(
      ["#efe7f5", c.white],
      `${blob(300, 240, 220)}${floor()}
    ${d.bottle(360, 380, 170, 320, { band: c.heather, cap: c.ink })}${d.bottle(580, 300, 200, 400, { band: c.turquoise, cap: c.white, body: "#f7fbfd" })}
    <g transform="translate(830 420) rotate(8)"><rect width="200" height="280" rx="12" fill="${c.white}" stroke="#cfd8de" stroke-width="3"/><rect width="200" height="60" rx="12" fill="${c.blue}"/>${d.brandMark(112, 42, 24, c.white)}
    ${[0, 1, 2, 3].map((i) => `<circle cx="${60 + (i % 2) * 80}" cy="${130 + Math.floor(i / 2) * 80}" r="28" fill="#eef2f5" stroke="#cfd8de" stroke-width="3"/>`).join("")}</g>
    ${heather(150, 720, 1.8, -10)}${heather(1110, 720, 1.4, 14, c.pink)}`,
    ),
  "cat-pediatria": () =>
    s(
      ["#fdeef2", c.white],
      `${blob(900, 250, 230)}${floor(710, c.heather, 0.08)}
    ${d.baby(380, 420, 1.5)}${d.bottle(700, 400, 150, 300, { band: "#4f9ac9", cap: c.white })}
    <g transform="translate(880 440)"><path d="M0 0 H150 L130 260 H20 Z" fill="${c.white}" stroke="#cfd8de" stroke-width="3"/><rect x="-4" y="-14" width="158" height="20" rx="4" fill="${c.pink}"/><rect x="10" y="60" width="130" height="50" fill="${c.pink}"/></g>
    ${d.star(190, 180, 26, c.yellow)}${d.star(1080, 140, 18, c.pink)}${d.heart(560, 170, 0.8, c.pink)}
    ${heather(110, 740, 1.4, -10, c.pink)}`,
    ),
  "cat-cuidado": () =>
    s(
      ["#eef6ee", c.white],
      `${blob(880, 260, 240)}${floor()}
    ${d.leafShape(80, 560, 2.2, -40, c.leaf)}${d.leafShape(160, 680, 1.8, -15, c.leafLight)}${d.leafShape(1150, 600, 2, 200, c.leaf)}
    <g transform="translate(420 380)"><path d="M0 0 H200 L175 320 H25 Z" fill="${c.white}" stroke="#cfd8de" stroke-width="3"/><rect x="-6" y="-16" width="212" height="22" rx="4" fill="#e0a43a"/><rect x="10" y="40" width="180" height="50" fill="#e0a43a"/>${d.flower(100, 190, 60, true, { petal: c.yellow, heart: c.orange })}</g>
    <g transform="translate(690 470)"><rect x="20" y="-40" width="160" height="44" rx="8" fill="#5b4a9e"/><rect width="200" height="240" rx="24" fill="${c.white}" stroke="#cfd8de" stroke-width="3"/><rect y="70" width="200" height="100" fill="#e6e1f2"/>${d.moon(100, 120, 30, "#e6e1f2")}</g>
    ${d.flowerStem(980, 720, 280, 8, { petal: c.orange, heart: "#b5651d" })}`,
    ),

  /* ------------------------------------------------------------ health categories */
  "hcat-descanso": () =>
    s(
      ["#1f3f6b", "#3d5f8c"],
      `${d.moon(900, 220, 110, "#2b4b78")}
    ${[
      [180, 120],
      [320, 220],
      [520, 110],
      [700, 300],
      [1080, 420],
      [420, 330],
    ]
      .map(([x, y], i) => d.star(x, y, 14 + (i % 3) * 6))
      .join("")}
    ${d.bed(280, 480, 1.2)}${d.teacup(1000, 640, 0.7, c.turquoise)}`,
    ),
  "hcat-familia": () =>
    s(
      ["#fdf1f4", c.white],
      `${blob(900, 220, 200)}${floor(730)}
    ${d.person(330, 380, 1.6, { body: c.turquoise })}${d.person(560, 420, 1.4, { body: c.blue, hair: "#2b2118", skin: "#d9a77f" })}
    ${d.baby(760, 560, 0.8)}${d.firstAidKit(880, 520, 0.9)}${heather(120, 760, 1.4, -8, c.pink)}`,
    ),
  "hcat-estaciones": () =>
    s(
      [c.white, c.white],
      `
    <rect width="600" height="400" fill="#fff4d6"/><rect x="600" width="600" height="400" fill="#e3f1fa"/><rect y="400" width="600" height="400" fill="#eef6ee"/><rect x="600" y="400" width="600" height="400" fill="#f3ece2"/>
    ${d.sun(300, 200, 80)}${d.cloud(900, 170, 1.3, c.white)}${d.raindrops(800, 220, 260, 140, 14, "estaciones", c.sky)}
    ${d.flowerStem(220, 760, 260, -6, { petal: c.pink, heart: c.yellow })}${d.flowerStem(380, 760, 220, 8, { petal: c.lavender, heart: c.yellow })}${d.pollen(120, 460, 400, 200, 20, "p")}
    ${d.leafShape(760, 600, 1.2, -30, c.orange)}${d.leafShape(900, 660, 1, 20, "#c0612b")}${d.snowflake(1080, 520, 40, c.sky)}${d.snowflake(980, 480, 24, c.sky)}`,
    ),

  /* ------------------------------------------------------------ articles */
  "sleep-main": () =>
    s(
      ["#233f66", "#41618f"],
      `${d.moon(950, 180, 90, "#2d4a73")}
    ${[
      [150, 110],
      [340, 180],
      [560, 90],
      [760, 230],
      [1100, 340],
      [440, 300],
    ]
      .map(([x, y], i) => d.star(x, y, 12 + (i % 3) * 6))
      .join("")}
    <rect x="0" y="640" width="1200" height="160" fill="#1b3354"/>${d.bed(240, 470, 1.3, c.turquoise)}
    <g transform="translate(980 520)"><rect width="120" height="130" rx="10" fill="${c.amber}"/><path d="M20 0 L60 -90 L100 0 Z" fill="${c.yellow}" opacity="0.85"/><rect x="55" y="-120" width="10" height="40" fill="${c.ink}"/></g>`,
    ),
  "sleep-detail": () =>
    s(
      ["#e8eef6", c.white],
      `${blob(300, 300, 220, c.lavender, 0.35)}${floor()}
    ${d.phone(300, 280, 1.3)}${d.clockFace(680, 420, 150)}${d.sprig(980, 720, 1.6, 10, { flower: c.lavender })}${d.star(560, 180, 20, c.lavender)}`,
    ),
  "stress-main": () =>
    s(
      ["#eaf4ee", c.white],
      `${blob(850, 250, 260)}${floor()}
    ${d.teacup(620, 560, 1.6, c.turquoise)}${d.leafShape(120, 300, 1.6, 20)}${d.leafShape(200, 560, 1.3, -20, c.leafLight)}${d.leafShape(1000, 300, 1.4, 160, c.leaf)}
    ${d.sprig(1080, 740, 1.6, 12, { flower: c.heather })}`,
    ),
  "stress-detail": () =>
    s(
      [c.aqua, c.white],
      `${blob(600, 400, 300)}${d.clockFace(600, 380, 180, c.turquoise)}
    ${d.leafShape(200, 560, 1.5, -30)}${d.leafShape(950, 600, 1.4, 210, c.leafLight)}${d.sprig(130, 780, 1.4, -10, { flower: c.heather })}`,
    ),
  "sun-main": () =>
    s(
      ["#fff1cc", "#e3f5fa"],
      `${d.sun(920, 200, 100)}<rect y="560" width="1200" height="240" fill="#f3deb0"/>
    <path d="M0 560 C 300 520, 900 600, 1200 540 V560 H0 Z" fill="${c.sky}"/>
    ${d.sunHat(380, 560, 1.4)}${d.sunscreen(660, 420, 1.1)}${d.sprig(1080, 760, 1.5, 10, { flower: c.pink })}`,
    ),
  "sun-detail": () =>
    s(
      ["#e3f5fa", "#fff7e0"],
      `${d.sun(200, 160, 70)}<rect y="600" width="1200" height="200" fill="#f3deb0"/>
    ${d.umbrella(720, 360, 1.4, c.coral)}${d.sunscreen(300, 440, 0.9, c.turquoise)}<rect x="880" y="600" width="260" height="40" rx="10" fill="${c.turquoise}"/>`,
    ),
  "water-main": () =>
    s(
      ["#e6f4fb", c.white],
      `${blob(850, 280, 260)}${floor()}
    ${d.jug(360, 340, 1.3)}${d.glass(640, 470, 130, 210)}${d.glass(820, 500, 110, 180, 0.4)}
    <g transform="translate(1010 640)"><circle r="50" fill="${c.yellow}"/><circle r="36" fill="#f8e39a"/></g>${d.leafShape(120, 620, 1.2, -30, c.leafLight)}`,
    ),
  "water-detail": () =>
    s(
      [c.aqua, c.white],
      `${floor()}
    ${d.glass(360, 360, 180, 300)}<g transform="translate(650 300)"><rect x="30" y="-40" width="80" height="50" rx="10" fill="${c.turquoise}"/><rect width="140" height="380" rx="40" fill="${c.sky}" opacity="0.9"/><rect y="120" width="140" height="90" fill="${c.white}" opacity="0.6"/></g>
    <g transform="translate(920 600)"><circle r="70" fill="${c.yellow}"/><circle r="52" fill="#f8e39a"/>${[0, 60, 120].map((a) => `<line x1="-52" y1="0" x2="52" y2="0" stroke="${c.yellow}" stroke-width="4" transform="rotate(${a})"/>`).join("")}</g>
    ${d.sprig(150, 760, 1.4, -10, { leaf: c.leaf })}`,
    ),
  "baby-main": () =>
    s(
      ["#fdeef2", c.white],
      `${blob(600, 360, 300)}${d.baby(600, 400, 2.2)}
    ${d.star(220, 180, 26, c.yellow)}${d.star(990, 160, 20, c.pink)}${d.heart(1000, 520, 1, c.pink)}${d.sprig(130, 780, 1.5, -10, { flower: c.pink })}`,
    ),
  "baby-detail": () =>
    s(
      ["#fff4f6", c.white],
      `${floor()}
    <g transform="translate(300 300)"><path d="M0 0 H180 L155 340 H25 Z" fill="${c.white}" stroke="#cfd8de" stroke-width="3"/><rect x="-5" y="-16" width="190" height="22" rx="4" fill="#f2a65a"/><rect x="10" y="50" width="160" height="40" fill="${c.pink}"/>${d.flower(90, 200, 60, true, { petal: c.orange, heart: c.yellow })}</g>
    <g transform="translate(580 470)"><path d="M0 0 H260 C 260 120, 200 180, 130 180 C 60 180, 0 120, 0 0 Z" fill="${c.white}" stroke="${c.pink}" stroke-width="6"/><rect x="0" y="0" width="260" height="30" fill="${c.pink}"/></g>
    ${d.flowerStem(1000, 720, 300, 8, { petal: c.orange, heart: "#b5651d" })}`,
    ),
  "lunch-main": () =>
    s(
      ["#eef6ee", c.white],
      `${blob(880, 250, 230)}${floor()}
    ${d.lunchbox(300, 420, 1.4)}${d.apple(920, 520, 1.3)}<g transform="translate(1030 420)"><rect width="80" height="220" rx="20" fill="${c.sky}"/><rect x="15" y="-30" width="50" height="34" rx="8" fill="${c.blue}"/></g>
    ${d.sprig(140, 760, 1.3, -12, { flower: c.heather })}`,
    ),
  "lunch-detail": () =>
    s(
      ["#fff7e6", c.white],
      `${floor()}
    ${d.apple(330, 460, 1.5, c.leafLight)}${d.glass(540, 380, 150, 260, 0.75).replaceAll(c.sky, "#f4f1ea")}
    <g transform="translate(790 470) rotate(-6)"><rect width="260" height="200" rx="40" fill="#d9a66b"/><rect x="16" y="16" width="228" height="168" rx="30" fill="#ecc48e"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${60 + (i % 3) * 70}" cy="${70 + Math.floor(i / 3) * 60}" r="8" fill="#b98a57"/>`).join("")}</g>`,
    ),
  "fever-main": () =>
    s(
      ["#fdeef2", c.white],
      `${blob(860, 280, 250)}${floor()}
    <g transform="translate(340 360)"><circle cx="-70" cy="-40" r="40" fill="#c89466"/><circle cx="70" cy="-40" r="40" fill="#c89466"/><circle r="110" fill="#d9a877"/><ellipse cx="0" cy="190" rx="130" ry="120" fill="#d9a877"/>
      <circle cx="-36" cy="-10" r="10" fill="${c.ink}"/><circle cx="36" cy="-10" r="10" fill="${c.ink}"/><ellipse cx="0" cy="30" rx="26" ry="18" fill="#f0d2b0"/><circle cx="0" cy="22" r="8" fill="${c.ink}"/></g>
    <path d="M180 560 C 300 520, 520 540, 600 620 L 600 720 H180 Z" fill="${c.lavender}"/>${d.thermometer(800, 500, 1.5, 25)}${d.sprig(1090, 760, 1.4, 12, { flower: c.pink })}`,
    ),
  "fever-detail": () =>
    s(
      [c.aqua, c.white],
      `${floor()}
    ${d.glass(280, 380, 150, 260)}${d.thermometer(620, 560, 1.3, -30)}
    <g transform="translate(820 360) rotate(20)"><rect width="50" height="280" rx="10" fill="${c.white}" stroke="${c.grey}" stroke-width="4"/><rect x="10" y="120" width="30" height="150" fill="${c.pink}"/><rect x="-10" y="-30" width="70" height="30" rx="6" fill="${c.blue}"/>${[0, 1, 2, 3, 4].map((i) => `<line x1="30" y1="${40 + i * 40}" x2="48" y2="${40 + i * 40}" stroke="${c.blue}" stroke-width="3"/>`).join("")}</g>`,
    ),
  "winter-main": () =>
    s(
      ["#dfeaf5", c.white],
      `${[
        [150, 120],
        [380, 200],
        [620, 90],
        [880, 170],
        [1060, 300],
        [250, 340],
        [760, 330],
      ]
        .map(([x, y], i) => d.snowflake(x, y, 18 + (i % 3) * 8, "#a9c4dd"))
        .join("")}${floor()}
    ${d.scarf(420, 440, 1.4, c.coral)}${d.teacup(820, 590, 1.1, c.blue)}${d.sprig(1110, 760, 1.3, 12, { flower: c.heather })}`,
    ),
  "winter-detail": () =>
    s(
      ["#eef3f8", c.white],
      `${floor()}
    ${d.tissueBox(240, 470, 1.5)}${d.teacup(820, 560, 1.2, c.orange)}${d.snowflake(140, 160, 30, "#a9c4dd")}${d.snowflake(1060, 160, 40, "#a9c4dd")}`,
    ),
  "rain-main": () =>
    s(
      ["#d9e6ef", "#f3f8fb"],
      `${d.cloud(300, 170, 1.6, "#b7c9d8")}${d.cloud(900, 130, 1.3, "#c5d4e1")}${d.raindrops(80, 240, 1040, 360, 60, "lluvia", "#7fb2d6")}
    ${floor(730)}${d.umbrella(430, 420, 1.3, c.turquoise)}${d.teacup(860, 610, 1, c.coral)}${d.leafShape(1040, 700, 1.2, 200, c.leaf)}`,
    ),
  "rain-detail": () =>
    s(
      ["#e6f0f6", c.white],
      `${d.raindrops(60, 40, 1080, 260, 40, "gotas", "#9cc9e8")}${floor()}
    <g transform="translate(300 420)"><path d="M0 0 H80 V210 H170 C 200 210, 200 260, 170 260 H0 Z" fill="${c.yellow}"/><path d="M120 40 H200 V210 H290 C 320 210, 320 260, 290 260 H120 Z" fill="${c.yellow}" opacity="0.85"/></g>
    ${d.tissueBox(760, 520, 1.2, c.lavender)}${d.umbrella(640, 300, 0.6, c.coral)}`,
    ),
  "kit-main": () =>
    s(
      ["#fdf0ee", c.white],
      `${blob(880, 260, 230)}${floor()}
    ${d.firstAidKit(380, 400, 1.6)}${d.thermometer(930, 560, 1, 35)}
    ${[
      [240, 640, -20],
      [960, 680, 15],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-80" y="-24" width="160" height="48" rx="24" fill="#f0c9a0"/><rect x="-26" y="-20" width="52" height="40" rx="6" fill="#e6b584"/></g>`,
      )
      .join("")}
    ${d.sprig(1110, 760, 1.3, 12, { flower: c.heather })}`,
    ),
  "kit-detail": () =>
    s(
      [c.aqua, c.white],
      `${floor()}
    <g transform="translate(220 300)"><rect width="760" height="360" rx="30" fill="${c.white}" stroke="${c.grey}" stroke-width="5"/><line x1="380" y1="0" x2="380" y2="360" stroke="${c.grey}" stroke-width="5"/>
      <g transform="translate(80 60)">${d.thermometer(60, 220, 0.9, 0)}</g>
      <rect x="180" y="70" width="160" height="110" rx="10" fill="#f4f1ea" stroke="${c.grey}" stroke-width="3"/><rect x="180" y="200" width="160" height="110" rx="10" fill="#f4f1ea" stroke="${c.grey}" stroke-width="3"/>
      ${[0, 1, 2].map((i) => `<g transform="translate(${450 + i * 100} 180) rotate(${-20 + i * 20})"><rect x="-70" y="-20" width="140" height="40" rx="20" fill="#f0c9a0"/><rect x="-22" y="-16" width="44" height="32" rx="5" fill="#e6b584"/></g>`).join("")}</g>`,
    ),
  "pollen-main": () =>
    s(
      ["#f6f9e8", "#e9f5fb"],
      `${d.sun(1050, 130, 60)}${d.pollen(100, 80, 1000, 420, 60, "polen")}${floor()}
    ${d.flowerStem(220, 720, 360, -8, { petal: c.pink, heart: c.yellow })}${d.flowerStem(360, 720, 280, 6, { petal: c.lavender, heart: c.yellow })}${d.flowerStem(500, 720, 320, -4, { petal: c.white, heart: c.yellow })}
    ${d.tissueBox(760, 560, 1.3, c.sky)}${d.sprig(1100, 760, 1.6, 10, { leaf: c.leafLight })}`,
    ),
  "pollen-detail": () =>
    s(
      ["#fffbe9", c.white],
      `${d.pollen(60, 60, 1080, 500, 50, "granos")}${floor()}
    <g transform="translate(360 420)"><circle cx="-110" r="100" fill="${c.blue}"/><circle cx="110" r="100" fill="${c.blue}"/><path d="M-10 -10 Q0 -30 10 -10" stroke="${c.ink}" stroke-width="10" fill="none"/><circle cx="-130" cy="-30" r="22" fill="${c.white}" opacity="0.3"/><circle cx="90" cy="-30" r="22" fill="${c.white}" opacity="0.3"/></g>
    ${d.flowerStem(850, 740, 340, 6, { petal: c.pink, heart: c.yellow })}${d.flowerStem(1000, 740, 260, -8, { petal: c.yellow, heart: c.orange })}`,
    ),

  /* ------------------------------------------------------------ news */
  "news-line": () =>
    s(
      ["#e6f1f4", c.white],
      `<rect x="0" y="560" width="1200" height="240" fill="#dfe7ec"/>${d.conveyor(100, 470, 1000)}
    <g transform="translate(960 200)"><rect width="160" height="200" rx="12" fill="${c.blue}"/><rect x="20" y="20" width="120" height="80" rx="6" fill="${c.sky}"/><circle cx="50" cy="150" r="16" fill="${c.leaf}"/><circle cx="110" cy="150" r="16" fill="${c.coral}"/><rect x="70" y="200" width="20" height="270" fill="${c.blue}"/></g>`,
    ),
  "news-line-detail": () =>
    s(
      [c.aqua, c.white],
      `${floor()}${d.person(420, 420, 1.8, { coat: true, body: c.turquoise, long: true, hair: "#6b4a32" })}
    <g transform="translate(560 500)">${[0, 1, 2, 3].map((i) => `<g transform="translate(${i * 110} 0)"><rect x="8" y="-16" width="34" height="24" rx="5" fill="${c.orange}"/><rect width="50" height="150" rx="14" fill="#f7fbfd" stroke="#cfd8de" stroke-width="3"/><rect y="40" width="50" height="50" fill="${c.orange}"/></g>`).join("")}</g>
    <rect x="520" y="650" width="540" height="30" rx="15" fill="${c.blue}"/>`,
    ),
  "news-training": () =>
    s(
      ["#eef2fa", c.white],
      `${d.screen(360, 110, 520, 320)}
    ${[0, 1, 2, 3, 4].map((i) => d.person(200 + i * 200, 590, 0.9, { body: [c.turquoise, c.blue, c.heather, c.green, c.coral][i], hair: ["#4a3427", "#2b2118", "#7a5230", "#1f1a17", "#b07a45"][i], skin: ["#f1c7a5", "#d9a77f", "#f3d2b5", "#c68c64", "#f1c7a5"][i], long: i % 2 === 0 })).join("")}
    <rect x="0" y="720" width="1200" height="80" fill="${c.blue}" opacity="0.12"/>`,
    ),
  "news-distribution": () =>
    s(
      ["#e8f3f1", c.white],
      `<rect x="0" y="620" width="1200" height="180" fill="#dfe6ea"/>
    <path d="M60 620 V260 L400 140 L740 260 V620 Z" fill="${c.white}" stroke="${c.grey}" stroke-width="5"/><rect x="240" y="380" width="320" height="240" fill="${c.turquoise}" opacity="0.25"/>
    ${d.boxStack(260, 520, 1)}${d.truck(760, 440, 1)}${d.sun(1080, 120, 40)}`,
    ),
  "news-report": () =>
    s(
      ["#eef6ee", c.white],
      `${blob(860, 300, 260)}${floor()}${d.documentSheet(330, 170, 1.35)}
    ${d.leafShape(760, 420, 2, -30, c.leaf)}${d.leafShape(800, 560, 1.5, -5, c.leafLight)}${d.sprig(1080, 760, 1.5, 12, { flower: c.heather })}`,
    ),
  "news-solar": () =>
    s(
      ["#e3f1fa", c.white],
      `${d.sun(1000, 150, 80)}<rect y="650" width="1200" height="150" fill="${c.leafLight}"/>
    ${d.building(160, 380, 1.5, { roof: "#8aa0b3", sign: "BREZO" })}
    ${[0, 1, 2, 3].map((i) => d.solarPanel(220 + i * 190, 250, 0.8)).join("")}`,
    ),
  "news-congress": () =>
    s(
      ["#eef0f8", c.white],
      `<rect x="0" y="600" width="1200" height="200" fill="${c.blue}" opacity="0.15"/>
    <rect x="140" y="80" width="920" height="70" rx="10" fill="${c.turquoise}"/><text x="600" y="128" font-family="${d.FONT}" font-size="34" font-weight="700" fill="${c.white}" text-anchor="middle">IX Encuentro de Atención Farmacéutica</text>
    ${d.screen(520, 190, 460, 290, c.heather)}${d.person(330, 340, 1.2, { body: c.heather, long: true, hair: "#5a3a28", coat: false })}${d.lectern(330, 450, 1)}`,
    ),
  "news-interns": () =>
    s(
      [c.aqua, c.white],
      `${floor(720)}
    ${[0, 1, 2].map((i) => d.person(300 + i * 250, 380 + (i % 2) * 30, 1.4, { coat: true, body: [c.turquoise, c.heather, c.blue][i], hair: ["#2b2118", "#b07a45", "#4a3427"][i], skin: ["#d9a77f", "#f3d2b5", "#f1c7a5"][i], long: i === 1 })).join("")}
    ${d.microscope(1000, 470, 1.1)}${d.flask(140, 600, 0.9)}`,
    ),
  "news-recycled": () =>
    s(
      ["#eef6ee", c.white],
      `${blob(600, 380, 300)}${d.recycleArrows(600, 380, 230, c.green)}
    ${["#e8893a", "#f2a93b", "#6f8f3a"].map((col, i) => d.bottle(170 + i * 120, 440 - (i % 2) * 20, 80, 230, { band: col, cap: col })).join("")}
    ${["#c9a227", "#e07a6a"].map((col, i) => d.bottle(880 + i * 120, 440 - (i % 2) * 20, 80, 230, { band: col, cap: col })).join("")}`,
    ),
  "news-virtual": () =>
    s(
      ["#eaf0fb", c.white],
      `${floor()}
    <g transform="translate(250 140)"><rect width="700" height="440" rx="24" fill="${c.ink}"/><rect x="24" y="24" width="652" height="392" rx="10" fill="${c.white}"/><path d="M-60 470 H760 L720 500 H-20 Z" fill="#9aa8b5"/>
      <rect x="60" y="60" width="300" height="26" rx="13" fill="${c.turquoise}"/>${[0, 1, 2].map((i) => `<rect x="60" y="${120 + i * 34}" width="${260 - i * 40}" height="14" rx="7" fill="${c.grey}"/>`).join("")}
      <circle cx="520" cy="200" r="100" fill="${c.aqua}"/><path d="M490 150 L580 200 L490 250 Z" fill="${c.turquoise}"/><rect x="60" y="330" width="580" height="16" rx="8" fill="${c.grey}"/><rect x="60" y="330" width="360" height="16" rx="8" fill="${c.leaf}"/></g>
    ${d.sprig(1090, 760, 1.4, 12, { flower: c.heather })}`,
    ),
  "news-openday": () =>
    s(
      ["#e3f1fa", c.white],
      `<rect y="650" width="1200" height="150" fill="${c.leafLight}"/>${d.building(320, 390, 1.0, { sign: "BREZO" })}
    ${
      /** @type {Array<[number, number, string]>} */ ([
        [180, 300, c.coral],
        [250, 250, c.yellow],
        [960, 280, c.turquoise],
        [1030, 330, c.heather],
      ])
        .map(([x, y, col]) => d.balloon(x, y, 1, col))
        .join("")
    }
    ${[0, 1, 2, 3].map((i) => d.person(200 + i * 270, 640, 0.6, { body: [c.blue, c.coral, c.green, c.heather][i], long: i % 2 === 1 })).join("")}`,
    ),
  "news-openday-detail": () =>
    s(
      ["#eef6ee", c.white],
      `<rect y="620" width="1200" height="180" fill="#cfe6c8"/>
    ${d.flowerStem(250, 660, 300, -6, { petal: c.yellow, heart: c.orange })}${d.flowerStem(380, 660, 240, 8, { petal: c.lavender, heart: c.yellow })}${d.sprig(520, 660, 1.6, 0, { flower: c.heather })}
    ${d.person(760, 470, 1.1, { body: c.coral, hair: "#2b2118", skin: "#d9a77f" })}${d.person(960, 500, 0.9, { body: c.turquoise, long: true, hair: "#b07a45", skin: "#f3d2b5" })}`,
    ),
  "news-report2": () =>
    s(
      ["#eef6ee", "#e8f3fb"],
      `${d.sun(1050, 140, 60)}${d.documentSheet(240, 160, 1.3, c.turquoise)}
    ${d.solarPanel(720, 420, 1.4)}<rect x="840" y="575" width="16" height="120" fill="${c.grey}"/>${d.leafShape(660, 680, 1.2, -20, c.leaf)}`,
    ),
  "news-report2-detail": () =>
    s(
      [c.aqua, c.white],
      `${floor()}
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${260 + i * 120}" y="${620 - (80 + i * 70)}" width="80" height="${80 + i * 70}" rx="10" fill="${i % 2 ? c.turquoise : c.leaf}"/>`).join("")}
    <path d="M240 520 L380 470 L500 420 L620 330 L740 250 L860 170" stroke="${c.blue}" stroke-width="8" fill="none" stroke-linecap="round"/>${d.leafShape(900, 200, 1.3, -40, c.leaf)}`,
    ),
  "news-anniversary": () =>
    s(
      ["#fdf1f4", c.white],
      `${blob(600, 360, 320)}${floor(700)}${d.cake(600, 500, 1.6, "75")}
    ${
      /** @type {Array<[number, number, string]>} */ ([
        [170, 230, c.turquoise],
        [250, 300, c.yellow],
        [960, 240, c.heather],
        [1040, 310, c.blue],
      ])
        .map(([x, y, col]) => d.balloon(x, y, 1.1, col))
        .join("")
    }
    ${d.sprig(130, 780, 1.5, -10, { flower: c.heather })}${d.sprig(1070, 780, 1.5, 10, { flower: c.pink })}`,
    ),
  "news-medellin": () =>
    s(
      ["#eaf6ef", c.white],
      `${d.mountains(520, 1200, "#7fb08a")}
    <rect x="0" y="520" width="1200" height="280" fill="#eef2f5"/>${d.screen(420, 140, 360, 220, c.green)}
    ${[0, 1, 2, 3, 4, 5].map((i) => d.person(150 + i * 180, 660, 0.7, { body: [c.turquoise, c.blue, c.coral, c.green, c.heather, c.orange][i], hair: ["#2b2118", "#4a3427", "#1f1a17", "#7a5230", "#2b2118", "#4a3427"][i], skin: ["#d9a77f", "#f1c7a5", "#c68c64", "#e0b08c", "#f3d2b5", "#c68c64"][i], long: i % 2 === 0 })).join("")}`,
    ),
  "news-medellin-detail": () =>
    s(
      ["#e9f5ff", c.white],
      `${d.mountains(560, 1200, c.leaf)}
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${180 + i * 120}" y="${560 - (120 + (i % 3) * 70)}" width="90" height="${120 + (i % 3) * 70 + 240}" fill="${["#d98b5f", "#e8c9a8", "#c97b52"][i % 3]}"/>${[0, 1, 2].map((j) => `<rect x="${196 + i * 120}" y="${560 - (100 + (i % 3) * 70) + j * 44}" width="22" height="24" fill="${c.white}" opacity="0.7"/><rect x="${232 + i * 120}" y="${560 - (100 + (i % 3) * 70) + j * 44}" width="22" height="24" fill="${c.white}" opacity="0.7"/>`).join("")}`).join("")}
    ${d.sun(1060, 140, 50)}${d.cloud(300, 150, 0.9)}`,
    ),
  "news-caribe": () =>
    s(
      ["#fff3d9", "#e0f4f7"],
      `${d.sun(1050, 140, 70)}<rect y="640" width="1200" height="160" fill="#f1dcaa"/>
    <g transform="translate(330 300)"><rect width="520" height="340" fill="${c.white}" stroke="${c.grey}" stroke-width="4"/><rect x="-20" y="-40" width="560" height="70" fill="${c.turquoise}"/>
      <text x="260" y="8" font-family="${d.FONT}" font-size="38" font-weight="700" fill="${c.white}" text-anchor="middle">DROGUERÍA</text>
      <rect x="40" y="80" width="200" height="150" fill="${c.sky}" opacity="0.8"/><rect x="300" y="80" width="170" height="260" fill="${c.turquoise}" opacity="0.8"/>${d.pharmacyCross(140, 160, 0.5, c.leaf)}</g>
    ${d.palm(160, 660, 1.2)}${d.palm(1020, 660, 1)}`,
    ),
  "news-brigade": () =>
    s(
      ["#e8f3fb", c.white],
      `${d.mountains(560, 1200, "#6fa57a")}${d.cloud(320, 160, 1.1)}
    ${d.tent(420, 640, 1.3, c.turquoise)}${d.person(880, 560, 0.9, { coat: true, body: c.turquoise, hair: "#2b2118", skin: "#c68c64" })}${d.person(1040, 580, 0.8, { body: c.coral, long: true, hair: "#1f1a17", skin: "#d9a77f" })}
    ${d.firstAidKit(180, 600, 0.6)}`,
    ),
};

/** @param {import("./lib/catalog.mjs").ImageSpec} spec */
async function render(spec) {
  let svg;
  if (typeof spec.art === "string") {
    const make = SCENES[spec.art];
    if (!make) throw new Error(`no scene "${spec.art}" for ${spec.file}`);
    const { bg, content } = make();
    svg = d
      .scene(W, H, bg, content)
      .replace(`width="${W}" height="${H}"`, `width="${spec.width}" height="${spec.height}"`);
  } else if (spec.art.packshot) {
    svg = d.packshot(spec.art.packshot);
  } else if (spec.art.avatar) {
    svg = d.avatar(spec.art.avatar);
  } else throw new Error(`unknown art for ${spec.file}`);
  const target = path.join(OUT, spec.file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).resize(spec.width, spec.height).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
  return target;
}

const filter = process.argv[2];
const specs = imageSpecs().filter((spec) => !filter || spec.file.includes(filter));
for (const spec of specs) {
  const target = await render(spec);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
