/**
 * Flat SVG drawing primitives for the seed illustrations (botanical/pharmacy style): sprigs,
 * bottles, packshots, people, avatars, weather and objects. Every function returns an SVG string
 * fragment; `scene()` wraps fragments into a full document with a soft gradient background.
 */

export const palette = {
  blue: "#173f6b",
  green: "#2f6b45",
  leaf: "#5c9a6b",
  leafLight: "#a8d5b0",
  aqua: "#dcf1ef",
  turquoise: "#0a716f",
  sand: "#f4ede2",
  pink: "#f7c9d4",
  heather: "#b06aa0",
  white: "#ffffff",
  yellow: "#f2c14e",
  orange: "#e8893a",
  coral: "#e07a6a",
  sky: "#9cc9e8",
  lavender: "#cbb7e3",
  amber: "#a8642a",
  grey: "#c9d4df",
  ink: "#1f2a33",
};

export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** XML-escapes text for SVG. @param {string} s */
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A small deterministic pseudo-random generator (mulberry32) seeded from a string. @param {string} seed */
function rng(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). @param {string} hex @param {number} amount */
function tint(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const parts = [n >> 16, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${parts.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * A sprig: a stem with paired leaves and optional flower buds.
 * @param {number} x @param {number} y @param {number} scale @param {number} rotate
 * @param {{ leaf?: string, flower?: string | null }} [colors]
 */
export function sprig(x, y, scale, rotate, { leaf = palette.leaf, flower = null } = {}) {
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const ly = -30 - i * 28;
    const size = 1 - i * 0.1;
    return `<ellipse cx="-16" cy="${ly}" rx="${18 * size}" ry="${8 * size}" transform="rotate(-35 -16 ${ly})" fill="${leaf}"/>
      <ellipse cx="16" cy="${ly - 12}" rx="${18 * size}" ry="${8 * size}" transform="rotate(35 16 ${ly - 12})" fill="${leaf}"/>`;
  }).join("");
  const buds = flower
    ? Array.from(
        { length: 5 },
        (_, i) => `<circle cx="${i % 2 ? 6 : -6}" cy="${-190 - i * 11}" r="${7 - i * 0.8}" fill="${flower}"/>`,
      ).join("")
    : "";
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">
    <path d="M0 0 C 4 -80, -4 -140, 0 -200" stroke="${palette.green}" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${leaves}${buds}</g>`;
}

/** @typedef {{ petal?: string, heart?: string, n?: number }} FlowerColors petal and heart colours, `n` petals */

/**
 * A daisy-like flower head (árnica, caléndula, manzanilla).
 * @param {number} x @param {number} y @param {number} r @param {boolean} petals @param {FlowerColors} [colors]
 */
export function flower(x, y, r, petals, { petal = palette.yellow, heart = palette.orange, n = 14 } = {}) {
  const p = Array.from({ length: n }, (_, i) => {
    const a = (360 / n) * i;
    return `<ellipse cx="0" cy="${-r * 0.62}" rx="${r * 0.2}" ry="${r * 0.45}" fill="${petal}" transform="rotate(${a})"/>`;
  }).join("");
  return `<g transform="translate(${x} ${y})">${petals ? p : ""}<circle r="${r * 0.32}" fill="${heart}"/></g>`;
}

/**
 * A flowering stem with a daisy head on top.
 * @param {number} x @param {number} y @param {number} h @param {number} rotate @param {FlowerColors} [colors]
 */
export function flowerStem(x, y, h, rotate, colors = {}) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <path d="M0 0 C 6 ${-h * 0.4}, -6 ${-h * 0.7}, 0 ${-h}" stroke="${palette.green}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <ellipse cx="-18" cy="${-h * 0.35}" rx="22" ry="8" transform="rotate(-30 -18 ${-h * 0.35})" fill="${palette.leaf}"/>
    <ellipse cx="18" cy="${-h * 0.55}" rx="22" ry="8" transform="rotate(30 18 ${-h * 0.55})" fill="${palette.leaf}"/>
    ${flower(0, -h, 46, true, colors)}</g>`;
}

/**
 * A medicine bottle or tube with a label band (the original seed's generic container).
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{ body?: string, cap?: string, band?: string, kind?: "bottle" | "tube" }} [look]
 */
export function bottle(
  x,
  y,
  w,
  h,
  { body = palette.white, cap = palette.blue, band = palette.turquoise, kind = "bottle" } = {},
) {
  if (kind === "tube") {
    return `<g transform="translate(${x} ${y})">
      <rect x="${w * 0.35}" y="-14" width="${w * 0.3}" height="22" rx="4" fill="${cap}"/>
      <path d="M0 8 H${w} L${w * 0.92} ${h} H${w * 0.08} Z" fill="${body}" stroke="#d5dde3" stroke-width="2"/>
      <rect x="${w * 0.08}" y="${h * 0.35}" width="${w * 0.84}" height="${h * 0.3}" fill="${band}"/>
      <rect x="${w * 0.18}" y="${h * 0.45}" width="${w * 0.64}" height="8" rx="4" fill="${palette.white}" opacity="0.9"/></g>`;
  }
  return `<g transform="translate(${x} ${y})">
    <rect x="${w * 0.3}" y="-${h * 0.18}" width="${w * 0.4}" height="${h * 0.2}" rx="6" fill="${cap}"/>
    <rect x="0" y="0" width="${w}" height="${h}" rx="${w * 0.18}" fill="${body}" stroke="#d5dde3" stroke-width="2"/>
    <rect x="0" y="${h * 0.32}" width="${w}" height="${h * 0.36}" fill="${band}"/>
    <rect x="${w * 0.15}" y="${h * 0.42}" width="${w * 0.7}" height="10" rx="5" fill="${palette.white}" opacity="0.9"/>
    <rect x="${w * 0.25}" y="${h * 0.55}" width="${w * 0.5}" height="7" rx="3.5" fill="${palette.white}" opacity="0.7"/></g>`;
}

/**
 * Small globules scattered on a surface.
 * @param {number} cx @param {number} cy @param {number} n @param {string} [color]
 */
export function globules(cx, cy, n, color = palette.white) {
  return Array.from({ length: n }, (_, i) => {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 8 + i * 3.2;
    return `<circle cx="${(cx + Math.cos(a) * r).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 0.4).toFixed(1)}" r="5" fill="${color}" stroke="#cfd8de"/>`;
  }).join("");
}

/**
 * A full SVG document with a diagonal gradient background.
 * @param {number} width @param {number} height @param {[string, string]} background @param {string} content
 */
export function scene(width, height, background, content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${content}</svg>`;
}

/** Greedy word wrap by an approximate character budget. @param {string} text @param {number} max */
export function wrap(text, max) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Centred multi-line text.
 * @param {number} cx @param {number} y @param {string[]} lines
 * @param {{ size?: number, weight?: number, fill?: string, gap?: number, anchor?: string }} [style]
 */
function textLines(cx, y, lines, { size = 30, weight = 700, fill = palette.blue, gap = 1.2, anchor = "middle" } = {}) {
  return lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${y + i * size * gap}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(l)}</text>`,
    )
    .join("");
}

/**
 * The brand mark: a small heather sprig and the word BREZO.
 * @param {number} cx @param {number} y @param {number} size @param {string} [color]
 */
export function brandMark(cx, y, size, color = palette.blue) {
  return `<g transform="translate(${cx} ${y})">
    <circle cx="${-size * 2.55}" cy="${-size * 0.3}" r="${size * 0.2}" fill="${palette.pink}"/>
    <circle cx="${-size * 2.35}" cy="${-size * 0.62}" r="${size * 0.16}" fill="${palette.pink}"/>
    <circle cx="${-size * 2.75}" cy="${-size * 0.66}" r="${size * 0.13}" fill="${palette.white}"/>
    <text x="0" y="0" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="${size * 0.12}" fill="${color}" text-anchor="middle">BREZO</text></g>`;
}

/**
 * A carton box in 3/4 view with the product's label: colour band, brand, name and subtitle.
 * (x, y) is the top-left of the front face.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{ color: string, name: string, sub: string, note?: string, emblem?: string, depth?: number, pink?: boolean }} label
 */
export function carton(x, y, w, h, { color, name, sub, note = "", emblem = "flower", depth = 46, pink = false }) {
  const side = tint(color, -0.25);
  const maxChars = Math.max(8, Math.floor(w / 19));
  const nameLines = wrap(name, maxChars).slice(0, 4);
  const size = nameLines.some((l) => l.length > maxChars - 2) ? 28 : 32;
  const subLines = wrap(sub, Math.floor(w / 13)).slice(0, 2);
  return `<g>
    <polygon points="${x + w},${y} ${x + w + depth},${y - depth * 0.6} ${x + w + depth},${y + h - depth * 0.6} ${x + w},${y + h}" fill="${side}"/>
    <polygon points="${x},${y} ${x + depth},${y - depth * 0.6} ${x + w + depth},${y - depth * 0.6} ${x + w},${y}" fill="${tint(color, 0.55)}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette.white}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h * 0.16}" fill="${color}"/>
    ${brandMark(x + w / 2 + 16, y + h * 0.11, 26, palette.white)}
    ${textLines(x + w / 2, y + h * 0.3, nameLines, { size, fill: palette.blue })}
    <rect x="${x + w * 0.12}" y="${y + h * 0.3 + nameLines.length * size * 1.2 - size * 0.4}" width="${w * 0.76}" height="4" rx="2" fill="${color}"/>
    ${textLines(x + w / 2, y + h * 0.3 + nameLines.length * size * 1.2 + 26, subLines, { size: 19, weight: 400, fill: palette.ink })}
    ${cartonEmblem(emblem, x + w / 2, y + h * 0.3 + nameLines.length * size * 1.2 + 26 + subLines.length * 23 + (h * 0.86 - (h * 0.3 + nameLines.length * size * 1.2 + 26 + subLines.length * 23)) / 2, Math.min(1, (h * 0.86 - (h * 0.3 + nameLines.length * size * 1.2 + 26 + subLines.length * 23)) / 150), color)}
    <rect x="${x}" y="${y + h * 0.86}" width="${w}" height="${h * 0.14}" fill="${pink ? palette.pink : tint(color, 0.75)}"/>
    ${note ? textLines(x + w / 2, y + h * 0.945, [note], { size: Math.min(15, (w * 0.9) / (note.length * 0.62)), weight: 700, fill: palette.blue }) : ""}
  </g>`;
}

/**
 * The drawing in the label's free space: a flower, globules, a leaf or a moon.
 * @param {string} kind @param {number} cx @param {number} cy @param {number} s @param {string} color
 */
function cartonEmblem(kind, cx, cy, s, color) {
  if (s < 0.35) return "";
  if (kind === "globules") {
    return `<g transform="translate(${cx} ${cy}) scale(${s})"><circle r="56" fill="${tint(color, 0.82)}"/>${[
      [-18, -12],
      [14, -18],
      [20, 14],
      [-12, 20],
      [0, 0],
    ]
      .map(
        ([gx, gy]) =>
          `<circle cx="${gx}" cy="${gy}" r="13" fill="${palette.white}" stroke="${tint(color, 0.3)}" stroke-width="2"/>`,
      )
      .join("")}</g>`;
  }
  if (kind === "drop") {
    return `<g transform="translate(${cx} ${cy}) scale(${s})"><circle r="56" fill="${tint(color, 0.82)}"/><path d="M0 -38 C 22 -6, 30 8, 30 18 A 30 30 0 0 1 -30 18 C -30 8, -22 -6, 0 -38 Z" fill="${color}"/></g>`;
  }
  if (kind === "moon") {
    return `<g transform="translate(${cx} ${cy}) scale(${s})"><circle r="56" fill="${tint(color, 0.82)}"/>${moon(0, 0, 30, tint(color, 0.82))}${star(28, -24, 9)}</g>`;
  }
  if (kind === "leaf") {
    return `<g transform="translate(${cx} ${cy}) scale(${s})"><circle r="56" fill="${tint(color, 0.82)}"/>${leafShape(-50, 14, 0.8, -30, palette.leaf)}</g>`;
  }
  return `<g transform="translate(${cx} ${cy}) scale(${s})"><circle r="56" fill="${tint(color, 0.82)}"/>${flower(0, 0, 70, true, { petal: palette.yellow, heart: palette.orange, n: 12 })}</g>`;
}

/**
 * A cylindrical tube of granules with its dosing cap.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color
 */
function granuleTube(x, y, w, h, color) {
  return `<g transform="translate(${x} ${y})">
    <rect x="${w * 0.12}" y="-${h * 0.16}" width="${w * 0.76}" height="${h * 0.18}" rx="8" fill="${color}"/>
    <rect x="${w * 0.12}" y="-${h * 0.16}" width="${w * 0.2}" height="${h * 0.18}" rx="6" fill="${palette.white}" opacity="0.25"/>
    <rect x="0" y="0" width="${w}" height="${h}" rx="${w * 0.22}" fill="#f7fbfd" stroke="#cfd8de" stroke-width="3"/>
    ${Array.from({ length: 18 }, (_, i) => `<circle cx="${w * 0.2 + (i % 4) * w * 0.2}" cy="${h * 0.62 + Math.floor(i / 4) * w * 0.18}" r="${w * 0.085}" fill="${palette.white}" stroke="#d7dee4"/>`).join("")}
    <rect x="0" y="${h * 0.18}" width="${w}" height="${h * 0.34}" fill="${color}"/>
    <rect x="${w * 0.16}" y="${h * 0.28}" width="${w * 0.68}" height="8" rx="4" fill="${palette.white}"/>
    <rect x="${w * 0.26}" y="${h * 0.38}" width="${w * 0.48}" height="6" rx="3" fill="${palette.white}" opacity="0.7"/>
    <rect x="${w * 0.08}" y="${h * 0.05}" width="${w * 0.12}" height="${h * 0.9}" rx="${w * 0.06}" fill="${palette.white}" opacity="0.5"/></g>`;
}

/**
 * An amber glass bottle (drops or syrup).
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color
 * @param {{ dropper?: boolean }} [options]
 */
function glassBottle(x, y, w, h, color, { dropper = false } = {}) {
  const neck = dropper
    ? `<rect x="${w * 0.32}" y="-${h * 0.1}" width="${w * 0.36}" height="${h * 0.12}" fill="${palette.ink}" opacity="0.85"/>
       <path d="M${w * 0.38} -${h * 0.1} C ${w * 0.38} -${h * 0.32}, ${w * 0.62} -${h * 0.32}, ${w * 0.62} -${h * 0.1} Z" fill="${palette.ink}"/>`
    : `<rect x="${w * 0.28}" y="-${h * 0.14}" width="${w * 0.44}" height="${h * 0.16}" rx="6" fill="${palette.white}" stroke="#cfd8de" stroke-width="3"/>
       ${Array.from({ length: 5 }, (_, i) => `<rect x="${w * 0.3}" y="${-h * 0.12 + i * h * 0.03}" width="${w * 0.4}" height="2" fill="#cfd8de"/>`).join("")}`;
  return `<g transform="translate(${x} ${y})">${neck}
    <path d="M${w * 0.3} 0 H${w * 0.7} C ${w * 0.72} ${h * 0.1}, ${w} ${h * 0.1}, ${w} ${h * 0.24} V${h - 14} Q${w} ${h} ${w - 14} ${h} H14 Q0 ${h} 0 ${h - 14} V${h * 0.24} C 0 ${h * 0.1}, ${w * 0.28} ${h * 0.1}, ${w * 0.3} 0 Z" fill="${palette.amber}"/>
    <rect x="${w * 0.08}" y="${h * 0.22}" width="${w * 0.1}" height="${h * 0.7}" rx="${w * 0.05}" fill="${palette.white}" opacity="0.25"/>
    <rect x="0" y="${h * 0.4}" width="${w}" height="${h * 0.4}" fill="${palette.white}"/>
    <rect x="0" y="${h * 0.4}" width="${w}" height="${h * 0.1}" fill="${color}"/>
    <rect x="${w * 0.18}" y="${h * 0.58}" width="${w * 0.64}" height="8" rx="4" fill="${palette.blue}" opacity="0.8"/>
    <rect x="${w * 0.26}" y="${h * 0.66}" width="${w * 0.48}" height="6" rx="3" fill="${palette.grey}"/></g>`;
}

/** A plastic dosing cup. @param {number} x @param {number} y @param {number} w @param {string} color */
function dosingCup(x, y, w, color) {
  return `<g transform="translate(${x} ${y})"><path d="M0 0 H${w} L${w * 0.86} ${w * 0.9} H${w * 0.14} Z" fill="${tint(color, 0.6)}" opacity="0.9" stroke="${color}" stroke-width="3"/>
    ${[0.3, 0.5, 0.7].map((f) => `<line x1="${w * 0.2}" y1="${w * 0.9 * f}" x2="${w * 0.45}" y2="${w * 0.9 * f}" stroke="${color}" stroke-width="3"/>`).join("")}</g>`;
}

/**
 * A blister strip of tablets.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color
 */
function blister(x, y, w, h, color) {
  const cols = 2;
  const rows = 5;
  return `<g transform="translate(${x} ${y}) rotate(-8)">
    <rect width="${w}" height="${h}" rx="10" fill="#e9eef2" stroke="#c7d0d8" stroke-width="3"/>
    ${Array.from({ length: cols * rows }, (_, i) => {
      const cx = w * (0.3 + (i % cols) * 0.4);
      const cy = h * (0.12 + Math.floor(i / cols) * 0.19);
      return `<circle cx="${cx}" cy="${cy}" r="${w * 0.15}" fill="${palette.white}" stroke="#c7d0d8" stroke-width="2"/><circle cx="${cx - 4}" cy="${cy - 4}" r="${w * 0.06}" fill="${tint(color, 0.7)}"/>`;
    }).join("")}</g>`;
}

/**
 * A squeeze tube standing on its cap, with the product name on it.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color @param {string} name @param {string} sub
 */
function squeezeTube(x, y, w, h, color, name, sub) {
  const lines = wrap(name, Math.floor(w / 17)).slice(0, 4);
  return `<g transform="translate(${x} ${y})">
    <path d="M0 0 H${w} L${w * 0.86} ${h * 0.9} H${w * 0.14} Z" fill="${palette.white}" stroke="#cfd8de" stroke-width="3"/>
    <rect x="-6" y="-16" width="${w + 12}" height="22" rx="4" fill="${tint(color, -0.1)}"/>
    ${Array.from({ length: 8 }, (_, i) => `<line x1="${i * (w / 7)}" y1="-14" x2="${i * (w / 7)}" y2="4" stroke="${palette.white}" stroke-width="2" opacity="0.6"/>`).join("")}
    <rect x="${w * 0.32}" y="${h * 0.9}" width="${w * 0.36}" height="${h * 0.12}" rx="8" fill="${color}"/>
    <rect x="${w * 0.04}" y="${h * 0.08}" width="${w * 0.92}" height="${h * 0.12}" fill="${color}"/>
    ${brandMark(w / 2 + 12, h * 0.17, 22, palette.white)}
    ${textLines(w / 2, h * 0.33, lines, { size: 27 })}
    ${textLines(w / 2, h * 0.33 + lines.length * 32 + 10, wrap(sub, Math.floor(w / 12)).slice(0, 2), { size: 17, weight: 400, fill: palette.ink })}
    ${flower(w / 2, h * 0.74, 46, true, { petal: tint(color, 0.3), heart: palette.yellow, n: 12 })}</g>`;
}

/**
 * A small single-dose tube (monodosis).
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color @param {number} [rot]
 */
function monodose(x, y, w, h, color, rot = 0) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">
    <rect x="${w * 0.2}" y="-${h * 0.14}" width="${w * 0.6}" height="${h * 0.16}" rx="5" fill="${color}"/>
    <rect width="${w}" height="${h}" rx="${w * 0.3}" fill="#f7fbfd" stroke="#cfd8de" stroke-width="3"/>
    <rect y="${h * 0.3}" width="${w}" height="${h * 0.3}" fill="${color}"/>
    <rect x="${w * 0.2}" y="${h * 0.42}" width="${w * 0.6}" height="6" rx="3" fill="${palette.white}"/></g>`;
}

/**
 * A supplement jar with a label.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color
 */
function jar(x, y, w, h, color) {
  return `<g transform="translate(${x} ${y})">
    <rect x="${w * 0.1}" y="-${h * 0.16}" width="${w * 0.8}" height="${h * 0.18}" rx="8" fill="${color}"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${w * 0.12 + i * w * 0.09}" y="-${h * 0.15}" width="3" height="${h * 0.16}" fill="${palette.white}" opacity="0.35"/>`).join("")}
    <rect width="${w}" height="${h}" rx="${w * 0.12}" fill="${palette.white}" stroke="#cfd8de" stroke-width="3"/>
    <rect y="${h * 0.25}" width="${w}" height="${h * 0.5}" fill="${tint(color, 0.8)}"/>
    <rect y="${h * 0.25}" width="${w}" height="${h * 0.12}" fill="${color}"/>
    <circle cx="${w / 2}" cy="${h * 0.55}" r="${w * 0.14}" fill="${palette.blue}" opacity="0.85"/>
    <path d="M${w / 2 - 6} ${h * 0.5} a ${w * 0.08} ${w * 0.08} 0 1 0 ${w * 0.1} ${w * 0.08}" fill="${tint(color, 0.8)}"/></g>`;
}

/** @typedef {"granules" | "drops" | "tablets" | "syrup" | "monodose" | "cream" | "jar"} PackshotKind */
/**
 * @typedef {{ kind: PackshotKind, color: string, name: string, sub: string, pink?: boolean, note?: string, emblem?: string }} Packshot
 */

/**
 * A packshot-style 800×800 drawing of a product: its carton with the name on the label, and the
 * container in front (granule tube, dropper bottle, blister, syrup, single doses, cream, jar).
 * @param {Packshot} p
 */
export function packshot(p) {
  const { kind, color, name, sub, pink = false, note = "", emblem = "flower" } = p;
  /** @type {[string, string]} */
  const bg = pink ? ["#fdeef2", palette.white] : [tint(color, 0.86), palette.white];
  const floor = `<ellipse cx="400" cy="690" rx="330" ry="38" fill="${palette.blue}" opacity="0.09"/>`;
  const decoLeft =
    kind === "cream"
      ? flowerStem(110, 700, 300, -8, { petal: palette.yellow, heart: palette.orange })
      : sprig(110, 700, 1.5, -10, { flower: palette.heather });
  const decoRight = sprig(700, 705, 1.1, 14, {
    leaf: palette.leafLight,
    flower: pink ? palette.pink : palette.heather,
  });
  let product = "";
  if (kind === "granules") {
    product =
      carton(190, 200, 300, 460, { color, name, sub, pink, note, emblem }) +
      granuleTube(520, 450, 110, 230, color) +
      globules(470, 685, 9);
  } else if (kind === "drops") {
    product =
      carton(170, 190, 300, 470, { color, name, sub, pink, note, emblem }) +
      glassBottle(505, 420, 150, 265, color, { dropper: true });
  } else if (kind === "tablets") {
    product = carton(160, 190, 320, 470, { color, name, sub, pink, note, emblem }) + blister(520, 400, 130, 280, color);
  } else if (kind === "syrup") {
    product =
      carton(150, 150, 300, 510, { color, name, sub, pink, note, emblem }) +
      glassBottle(485, 360, 175, 325, color) +
      dosingCup(630, 600, 80, color);
  } else if (kind === "monodose") {
    product =
      carton(150, 220, 330, 440, { color, name, sub, pink, note, emblem }) +
      monodose(520, 520, 56, 150, color, -6) +
      monodose(590, 515, 56, 150, color, 4) +
      monodose(660, 530, 56, 150, color, 10);
  } else if (kind === "cream") {
    product =
      carton(130, 230, 280, 430, { color, name, sub, pink, note, emblem }) +
      squeezeTube(440, 180, 230, 470, color, name, sub);
  } else if (kind === "jar") {
    product =
      carton(160, 200, 300, 460, { color, name, sub, pink, note, emblem }) +
      jar(510, 470, 170, 215, color) +
      `<ellipse cx="${480}" cy="${690}" rx="16" ry="9" fill="${palette.white}" stroke="#cfd8de"/><ellipse cx="${505}" cy="${700}" rx="16" ry="9" fill="${palette.white}" stroke="#cfd8de"/>`;
  } else throw new Error(`packshot: unknown kind ${kind}`);
  return scene(
    800,
    800,
    bg,
    `<circle cx="560" cy="250" r="200" fill="${palette.white}" opacity="0.6"/>${floor}${decoLeft}${decoRight}${product}`,
  );
}

/* ------------------------------------------------------------------ people and avatars */

/**
 * A simple standing person (head + rounded body), optionally with a white coat.
 * @param {number} x @param {number} y @param {number} s
 * @param {{ body?: string, skin?: string, hair?: string, coat?: boolean, long?: boolean }} [look]
 */
export function person(
  x,
  y,
  s,
  { body = palette.turquoise, skin = "#f1c7a5", hair = "#4a3427", coat = false, long = false } = {},
) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-55" y="0" width="110" height="180" rx="50" fill="${coat ? palette.white : body}" ${coat ? `stroke="#d5dde3" stroke-width="3"` : ""}/>
    ${coat ? `<path d="M-20 0 L0 50 L20 0 Z" fill="${body}"/><line x1="0" y1="50" x2="0" y2="170" stroke="#d5dde3" stroke-width="3"/>` : ""}
    <rect x="-12" y="-22" width="24" height="30" fill="${skin}"/>
    ${long ? `<rect x="-46" y="-94" width="92" height="74" rx="36" fill="${hair}"/><rect x="-47" y="-64" width="22" height="70" rx="10" fill="${hair}"/><rect x="25" y="-64" width="22" height="70" rx="10" fill="${hair}"/>` : ""}
    <circle cx="0" cy="-60" r="40" fill="${skin}"/>
    <path d="M-41 -62 C -40 -110, 40 -110, 41 -62 C 30 -80, -20 -86, -41 -62 Z" fill="${hair}"/>
    <circle cx="-13" cy="-58" r="3.5" fill="${palette.ink}"/><circle cx="13" cy="-58" r="3.5" fill="${palette.ink}"/>
    <path d="M-11 -42 Q0 -34 11 -42" stroke="${palette.ink}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
}

/**
 * @typedef {{ skin: string, hair: string, hairStyle: "short"|"bob"|"bun"|"long"|"curly"|"bald", shirt: string,
 *           bg: string, coat?: boolean, glasses?: boolean, stethoscope?: boolean, beard?: boolean }} AvatarLook
 */

/**
 * A friendly flat 400×400 avatar.
 * @param {AvatarLook} a
 */
export function avatar(a) {
  const { skin, hair, hairStyle, shirt, bg, coat, glasses, stethoscope, beard } = a;
  const back = {
    long: `<path d="M120 190 C 110 300, 130 330, 150 340 H250 C270 330, 290 300, 280 190 Z" fill="${hair}"/>`,
    bob: `<path d="M118 180 C 112 260, 128 275, 148 278 H252 C272 275, 288 260, 282 180 Z" fill="${hair}"/>`,
    bun: `<circle cx="200" cy="86" r="34" fill="${hair}"/>`,
    curly: Array.from({ length: 11 }, (_, i) => {
      const ang = Math.PI + (Math.PI * i) / 10;
      return `<circle cx="${200 + Math.cos(ang) * 88}" cy="${180 + Math.sin(ang) * 92}" r="30" fill="${hair}"/>`;
    }).join(""),
    short: "",
    bald: "",
  }[hairStyle];
  const front = {
    long: `<path d="M122 175 C 118 62, 282 62, 278 175 C 250 130, 170 128, 122 175 Z" fill="${hair}"/>`,
    bob: `<path d="M120 185 C 116 58, 284 58, 280 185 C 262 140, 200 120, 150 150 C 138 160, 128 170, 120 185 Z" fill="${hair}"/>`,
    bun: `<path d="M124 170 C 120 64, 280 64, 276 170 C 250 128, 160 126, 124 170 Z" fill="${hair}"/>`,
    curly: "",
    short: `<path d="M124 172 C 114 62, 286 62, 276 172 C 262 140, 238 126, 200 128 C 170 128, 140 140, 126 168 Z" fill="${hair}"/>`,
    bald: `<path d="M128 170 C 126 150, 130 140, 136 134 C 134 150, 134 160, 128 170 Z M272 170 C 274 150, 270 140, 264 134 C 266 150, 266 160, 272 170 Z" fill="${hair}"/>`,
  }[hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <rect width="400" height="400" fill="${bg}"/>
    <circle cx="330" cy="70" r="90" fill="${palette.white}" opacity="0.35"/>
    ${sprig(52, 410, 1.1, -14, { leaf: palette.leafLight, flower: palette.heather })}
    ${back}
    <path d="M70 400 C 80 300, 140 280, 200 280 C 260 280, 320 300, 330 400 Z" fill="${coat ? palette.white : shirt}" ${coat ? 'stroke="#d5dde3" stroke-width="3"' : ""}/>
    ${coat ? `<path d="M170 282 L200 340 L230 282 Z" fill="${shirt}"/><path d="M170 282 L150 400 M230 282 L250 400" stroke="#d5dde3" stroke-width="4"/><rect x="248" y="330" width="34" height="8" rx="4" fill="${palette.turquoise}"/>` : ""}
    <rect x="180" y="240" width="40" height="48" rx="10" fill="${tint(skin, -0.08)}"/>
    <ellipse cx="200" cy="190" rx="76" ry="86" fill="${skin}"/>
    <ellipse cx="124" cy="196" rx="12" ry="18" fill="${tint(skin, -0.06)}"/><ellipse cx="276" cy="196" rx="12" ry="18" fill="${tint(skin, -0.06)}"/>
    ${front}
    ${beard ? `<path d="M128 196 C 132 292, 268 292, 272 196 C 262 226, 240 252, 200 252 C 160 252, 138 226, 128 196 Z" fill="${hair}"/><path d="M176 226 Q200 216 224 226 Q200 232 176 226 Z" fill="${hair}"/>` : ""}
    <ellipse cx="172" cy="192" rx="6" ry="7.5" fill="${palette.ink}"/><ellipse cx="228" cy="192" rx="6" ry="7.5" fill="${palette.ink}"/>
    <path d="M160 172 Q172 164 184 172 M216 172 Q228 164 240 172" stroke="${tint(hair, 0.1)}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="156" cy="222" r="12" fill="${palette.coral}" opacity="0.25"/><circle cx="244" cy="222" r="12" fill="${palette.coral}" opacity="0.25"/>
    <path d="M182 232 Q200 248 218 232" stroke="${palette.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${glasses ? `<g fill="none" stroke="${palette.blue}" stroke-width="5"><circle cx="172" cy="192" r="22"/><circle cx="228" cy="192" r="22"/><path d="M194 190 Q200 184 206 190"/></g>` : ""}
    ${stethoscope ? `<path d="M165 290 C 150 340, 180 370, 200 372 C 220 370, 250 340, 235 290" fill="none" stroke="${palette.blue}" stroke-width="7" stroke-linecap="round"/><circle cx="200" cy="376" r="13" fill="${palette.blue}"/><circle cx="200" cy="376" r="6" fill="${palette.grey}"/>` : ""}
  </svg>`;
}

/* ------------------------------------------------------------------ objects for scenes */

/** @param {number} x @param {number} y @param {number} r @param {string} [color] */
export const sun = (x, y, r, color = palette.yellow) =>
  `<g transform="translate(${x} ${y})">${Array.from({ length: 12 }, (_, i) => `<rect x="-5" y="${-r * 1.65}" width="10" height="${r * 0.42}" rx="5" fill="${color}" transform="rotate(${i * 30})"/>`).join("")}<circle r="${r}" fill="${color}"/></g>`;

/** @param {number} x @param {number} y @param {number} r @param {string} bg */
export const moon = (x, y, r, bg) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${palette.yellow}"/><circle cx="${r * 0.45}" cy="${-r * 0.3}" r="${r * 0.9}" fill="${bg}"/></g>`;

/** @param {number} x @param {number} y @param {number} r @param {string} [color] */
export const star = (x, y, r, color = palette.yellow) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`;
  }).join(" ");
  return `<polygon points="${pts}" fill="${color}"/>`;
};

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const cloud = (x, y, s, color = palette.white) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><ellipse cx="0" cy="0" rx="90" ry="42"/><circle cx="-30" cy="-30" r="40"/><circle cx="25" cy="-42" r="50"/><circle cx="65" cy="-10" r="34"/></g>`;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number} n @param {string} seed @param {string} [color] */
export const raindrops = (x, y, w, h, n, seed, color = palette.sky) => {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const dx = x + r() * w;
    const dy = y + r() * h;
    return `<path d="M${dx.toFixed(0)} ${dy.toFixed(0)} q -7 16 0 22 q 7 -6 0 -22 z" fill="${color}"/>`;
  }).join("");
};

/** @param {number} x @param {number} y @param {number} r @param {string} [color] */
export const snowflake = (x, y, r, color = palette.white) =>
  `<g transform="translate(${x} ${y})" stroke="${color}" stroke-width="${r * 0.16}" stroke-linecap="round">${[0, 60, 120].map((a) => `<line x1="0" y1="${-r}" x2="0" y2="${r}" transform="rotate(${a})"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {number} rot @param {string} [color] */
export const leafShape = (x, y, s, rot, color = palette.leaf) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 0 C 30 -40, 90 -40, 120 0 C 90 40, 30 40, 0 0 Z" fill="${color}"/><path d="M0 0 H110" stroke="${tint(color, -0.25)}" stroke-width="3"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const heart = (x, y, s, color = palette.coral) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C -60 -10, -30 -60, 0 -30 C 30 -60, 60 -10, 0 30 Z" fill="${color}"/>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const pharmacyCross = (x, y, s, color = palette.leaf) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-20" y="-60" width="40" height="120" rx="6" fill="${color}"/><rect x="-60" y="-20" width="120" height="40" rx="6" fill="${color}"/></g>`;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number} [fill] */
export const glass = (x, y, w, h, fill = 0.65) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0 H${w} L${w * 0.88} ${h} H${w * 0.12} Z" fill="${palette.white}" opacity="0.7" stroke="${palette.sky}" stroke-width="4"/>
    <path d="M${w * 0.04 + w * 0.08 * (1 - fill)} ${h * (1 - fill)} H${w - w * 0.04 - w * 0.08 * (1 - fill)} L${w * 0.88} ${h} H${w * 0.12} Z" fill="${palette.sky}" opacity="0.8"/></g>`;

/** @param {number} x @param {number} y @param {number} s */
export const jug = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 H120 L140 260 H-20 Z" fill="${palette.white}" opacity="0.75" stroke="${palette.sky}" stroke-width="5"/>
    <path d="M-5 70 H125 L140 260 H-20 Z" fill="${palette.sky}" opacity="0.75"/><path d="M130 40 C 200 40, 200 160, 135 170" fill="none" stroke="${palette.sky}" stroke-width="14"/>
    <circle cx="40" cy="150" r="26" fill="${palette.yellow}" opacity="0.9"/><circle cx="40" cy="150" r="18" fill="#f8e39a"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {number} [rot] */
export const thermometer = (x, y, s, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><rect x="-18" y="-200" width="36" height="220" rx="18" fill="${palette.white}" stroke="${palette.grey}" stroke-width="4"/>
    <rect x="-7" y="-120" width="14" height="140" rx="7" fill="${palette.coral}"/><circle cx="0" cy="40" r="34" fill="${palette.coral}"/>
    ${Array.from({ length: 7 }, (_, i) => `<line x1="10" y1="${-180 + i * 22}" x2="${i % 2 ? 18 : 24}" y2="${-180 + i * 22}" stroke="${palette.blue}" stroke-width="3"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const teacup = (x, y, s, color = palette.turquoise) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="95" rx="130" ry="22" fill="${tint(color, 0.6)}"/>
    <path d="M-90 0 H90 C 90 70, 50 100, 0 100 C -50 100, -90 70, -90 0 Z" fill="${color}"/>
    <path d="M88 20 C 140 20, 140 70, 78 66" fill="none" stroke="${color}" stroke-width="14"/>
    <ellipse cx="0" cy="0" rx="90" ry="14" fill="${tint(color, -0.3)}"/>
    ${[-35, 0, 35].map((dx) => `<path d="M${dx} -20 C ${dx - 20} -50, ${dx + 20} -70, ${dx} -100" stroke="${palette.white}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.8"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const bed = (x, y, s, color = palette.blue) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="60" width="520" height="90" rx="18" fill="${tint(color, 0.7)}"/>
    <rect x="-20" y="-40" width="40" height="230" rx="14" fill="${color}"/><rect x="500" y="30" width="36" height="160" rx="14" fill="${color}"/>
    <rect x="40" y="20" width="150" height="60" rx="28" fill="${palette.white}"/><path d="M190 50 H500 V150 H170 Z" fill="${palette.lavender}"/>
    <path d="M190 50 H500 V80 H190 Z" fill="${tint(palette.lavender, -0.1)}"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const firstAidKit = (x, y, s, color = palette.coral) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="60" y="-40" width="120" height="50" rx="16" fill="none" stroke="${tint(color, -0.3)}" stroke-width="16"/>
    <rect x="0" y="0" width="240" height="180" rx="24" fill="${color}"/><rect x="0" y="0" width="240" height="36" rx="18" fill="${tint(color, -0.15)}"/>
    ${pharmacyCross(120, 105, 0.55, palette.white)}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const sunscreen = (x, y, s, color = palette.orange) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="20" y="-30" width="60" height="36" rx="8" fill="${palette.blue}"/>
    <rect x="0" y="0" width="100" height="220" rx="26" fill="${color}"/><rect x="0" y="70" width="100" height="80" fill="${palette.white}"/>
    ${sun(50, 110, 16, palette.yellow)}<text x="50" y="190" font-family="${FONT}" font-size="30" font-weight="700" fill="${palette.white}" text-anchor="middle">50+</text></g>`;

/** @param {number} x @param {number} y @param {number} s */
export const sunHat = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="170" ry="40" fill="#e8c98f"/><path d="M-90 0 C -90 -110, 90 -110, 90 0 Z" fill="#f0d7a6"/><rect x="-90" y="-30" width="180" height="24" fill="${palette.coral}"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const umbrella = (x, y, s, color = palette.turquoise) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-200 0 C -200 -150, 200 -150, 200 0 C 170 -25, 130 -25, 100 0 C 70 -25, 30 -25, 0 0 C -30 -25, -70 -25, -100 0 C -130 -25, -170 -25, -200 0 Z" fill="${color}"/>
    <path d="M0 0 V220 C 0 260, -50 260, -50 225" fill="none" stroke="${palette.ink}" stroke-width="10" stroke-linecap="round"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const scarf = (x, y, s, color = palette.coral) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 0 C -60 40, 60 40, 120 0 L120 50 C 60 90, -60 90, -120 50 Z" fill="${color}"/>
    <rect x="40" y="40" width="60" height="180" rx="12" fill="${color}"/>${[0, 1, 2, 3].map((i) => `<rect x="${44 + i * 14}" y="220" width="8" height="30" rx="4" fill="${color}"/>`).join("")}
    ${[0, 1, 2].map((i) => `<rect x="40" y="${90 + i * 40}" width="60" height="10" fill="${palette.white}" opacity="0.6"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const tissueBox = (x, y, s, color = palette.sky) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M60 0 C 50 -60, 130 -90, 120 -20 C 140 -60, 170 -30, 150 0 Z" fill="${palette.white}" stroke="${palette.grey}" stroke-width="3"/>
    <rect x="0" y="0" width="220" height="130" rx="14" fill="${color}"/><ellipse cx="110" cy="10" rx="50" ry="10" fill="${tint(color, -0.25)}"/>
    ${[0, 1, 2].map((i) => `<circle cx="${50 + i * 60}" cy="80" r="14" fill="${palette.white}" opacity="0.6"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number} n @param {string} seed */
export const pollen = (x, y, w, h, n, seed) => {
  const r = rng(seed);
  return Array.from(
    { length: n },
    () =>
      `<circle cx="${(x + r() * w).toFixed(0)}" cy="${(y + r() * h).toFixed(0)}" r="${(3 + r() * 6).toFixed(1)}" fill="${palette.yellow}" opacity="${(0.5 + r() * 0.5).toFixed(2)}"/>`,
  ).join("");
};

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const lunchbox = (x, y, s, color = palette.turquoise) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="0" width="360" height="200" rx="30" fill="${color}"/>
    <rect x="20" y="20" width="150" height="160" rx="18" fill="${palette.white}"/><rect x="190" y="20" width="150" height="160" rx="18" fill="${palette.white}"/>
    <path d="M40 110 L150 60 L150 150 Z" fill="#e8c98f"/><path d="M40 110 L150 60 L150 75 L52 118 Z" fill="${palette.leaf}"/>
    <circle cx="240" cy="100" r="30" fill="${palette.coral}"/><circle cx="295" cy="120" r="26" fill="${palette.orange}"/><circle cx="265" cy="150" r="18" fill="${palette.leafLight}"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const apple = (x, y, s, color = palette.coral) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -50 C -70 -90, -110 10, -50 70 C -30 90, -10 80, 0 72 C 10 80, 30 90, 50 70 C 110 10, 70 -90, 0 -50 Z" fill="${color}"/>
    <path d="M0 -50 C 0 -70, 10 -90, 20 -95" stroke="${palette.green}" stroke-width="8" fill="none" stroke-linecap="round"/>${leafShape(8, -80, 0.35, -30)}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {{ skin?: string, onesie?: string }} [look] */
export const baby = (x, y, s, { skin = "#f3cdb0", onesie = palette.pink } = {}) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="90" rx="90" ry="80" fill="${onesie}"/>
    <ellipse cx="-80" cy="70" rx="26" ry="40" fill="${onesie}" transform="rotate(30 -80 70)"/><ellipse cx="80" cy="70" rx="26" ry="40" fill="${onesie}" transform="rotate(-30 80 70)"/>
    <circle cx="0" cy="-20" r="70" fill="${skin}"/><path d="M-10 -88 C 0 -110, 20 -100, 10 -84" stroke="#b98a67" stroke-width="6" fill="none"/>
    <path d="M-32 -22 Q-24 -30 -16 -22 M16 -22 Q24 -30 32 -22" stroke="${palette.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M-14 8 Q0 20 14 8" stroke="${palette.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="-40" cy="0" r="11" fill="${palette.coral}" opacity="0.35"/><circle cx="40" cy="0" r="11" fill="${palette.coral}" opacity="0.35"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [accent] */
export const documentSheet = (x, y, s, accent = palette.green) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="12" y="12" width="300" height="400" rx="20" fill="${palette.blue}" opacity="0.1"/>
    <rect width="300" height="400" rx="20" fill="${palette.white}" stroke="${palette.grey}" stroke-width="4"/>
    <rect x="30" y="36" width="170" height="20" rx="10" fill="${palette.blue}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="30" y="${84 + i * 30}" width="${240 - (i % 2) * 60}" height="12" rx="6" fill="${palette.grey}"/>`).join("")}
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${40 + i * 46}" y="${360 - (40 + i * 28)}" width="30" height="${40 + i * 28}" rx="6" fill="${i % 2 ? accent : tint(accent, 0.4)}"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {{ wall?: string, roof?: string, sign?: string }} [look] */
export const building = (x, y, s, { wall = palette.white, roof = palette.turquoise, sign = "" } = {}) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="0" width="560" height="260" fill="${wall}" stroke="${palette.grey}" stroke-width="4"/>
    <path d="M-20 0 L0 -40 H560 L580 0 Z" fill="${roof}"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${30 + i * 88}" y="40" width="60" height="70" rx="6" fill="${palette.sky}" opacity="0.8"/>`).join("")}
    <rect x="230" y="150" width="100" height="110" fill="${roof}" opacity="0.85"/><rect x="276" y="150" width="4" height="110" fill="${palette.white}"/>
    ${sign ? `<rect x="380" y="140" width="150" height="50" rx="8" fill="${palette.blue}"/><text x="455" y="174" font-family="${FONT}" font-size="24" font-weight="700" fill="${palette.white}" text-anchor="middle">${esc(sign)}</text>` : ""}
    <rect x="540" y="-120" width="40" height="120" fill="${palette.grey}"/></g>`;

/** @param {number} x @param {number} y @param {number} s */
export const solarPanel = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s}) skewX(-20)"><rect width="200" height="110" rx="6" fill="${palette.blue}"/>
    ${[1, 2, 3].map((i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="110" stroke="${palette.sky}" stroke-width="3"/>`).join("")}<line x1="0" y1="55" x2="200" y2="55" stroke="${palette.sky}" stroke-width="3"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const truck = (x, y, s, color = palette.turquoise) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="0" width="300" height="150" rx="10" fill="${palette.white}" stroke="${palette.grey}" stroke-width="4"/>
    <path d="M300 40 H370 L410 95 V150 H300 Z" fill="${color}"/><rect x="320" y="52" width="46" height="36" rx="4" fill="${palette.sky}"/>
    <circle cx="70" cy="160" r="30" fill="${palette.ink}"/><circle cx="70" cy="160" r="12" fill="${palette.grey}"/><circle cx="350" cy="160" r="30" fill="${palette.ink}"/><circle cx="350" cy="160" r="12" fill="${palette.grey}"/>
    ${brandMark(170, 90, 34, palette.blue)}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const boxStack = (x, y, s, color = "#d9b98a") =>
  `<g transform="translate(${x} ${y}) scale(${s})">${[
    [0, 0],
    [110, 0],
    [55, -95],
  ]
    .map(
      ([bx, by]) =>
        `<rect x="${bx}" y="${by}" width="100" height="95" rx="6" fill="${color}" stroke="${tint(color, -0.2)}" stroke-width="3"/><rect x="${bx + 40}" y="${by}" width="20" height="95" fill="${tint(color, 0.3)}"/>`,
    )
    .join("")}</g>`;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} [accent] */
export const screen = (x, y, w, h, accent = palette.turquoise) =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="14" fill="${palette.blue}"/><rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="8" fill="${palette.white}"/>
    <rect x="40" y="40" width="${w * 0.45}" height="22" rx="11" fill="${accent}"/>
    ${[0, 1, 2].map((i) => `<rect x="40" y="${84 + i * 30}" width="${w * 0.4}" height="12" rx="6" fill="${palette.grey}"/>`).join("")}
    ${[0, 1, 2, 3].map((i) => `<rect x="${w * 0.58 + i * 38}" y="${h - 40 - (30 + i * 22)}" width="26" height="${30 + i * 22}" rx="4" fill="${i % 2 ? accent : tint(accent, 0.45)}"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} w @param {string} [color] */
export const conveyor = (x, y, w, color = palette.turquoise) =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="36" rx="18" fill="${palette.blue}"/>
    ${Array.from({ length: Math.floor(w / 70) }, (_, i) => `<circle cx="${30 + i * 70}" cy="18" r="10" fill="${palette.grey}"/>`).join("")}
    <rect x="20" y="36" width="20" height="120" fill="${palette.blue}"/><rect x="${w - 40}" y="36" width="20" height="120" fill="${palette.blue}"/>
    ${Array.from({ length: Math.floor(w / 110) }, (_, i) => `<g transform="translate(${40 + i * 110} -120)"><rect x="8" y="-16" width="26" height="20" rx="4" fill="${color}"/><rect width="42" height="120" rx="12" fill="#f7fbfd" stroke="#cfd8de" stroke-width="3"/><rect y="30" width="42" height="40" fill="${color}"/></g>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} r @param {string} [color] */
export const recycleArrows = (x, y, r, color = palette.green) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${color}" stroke-width="${r * 0.18}" stroke-linecap="round">${[0, 120, 240].map((a) => `<g transform="rotate(${a})"><path d="M ${-r * 0.5} ${-r * 0.75} A ${r} ${r} 0 0 1 ${r * 0.75} ${-r * 0.45}"/><path d="M ${r * 0.5} ${-r * 0.7} L ${r * 0.8} ${-r * 0.4} L ${r * 0.4} ${-r * 0.3}" stroke-linejoin="round"/></g>`).join("")}</g>`;

/** @param {number} y @param {number} w @param {string} [color] */
export const mountains = (y, w, color = palette.leaf) =>
  `<path d="M0 ${y} L${w * 0.18} ${y - 220} L${w * 0.32} ${y - 120} L${w * 0.5} ${y - 300} L${w * 0.68} ${y - 140} L${w * 0.82} ${y - 240} L${w} ${y - 80} V${y + 400} H0 Z" fill="${color}"/>
   <path d="M0 ${y + 40} C ${w * 0.3} ${y - 40}, ${w * 0.6} ${y + 60}, ${w} ${y} V${y + 400} H0 Z" fill="${tint(color, -0.15)}"/>`;

/** @param {number} x @param {number} y @param {number} s */
export const palm = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C 10 -120, 30 -220, 20 -320" stroke="${palette.amber}" stroke-width="22" fill="none" stroke-linecap="round"/>
    ${[-150, -110, -70, -30, 10, 50].map((a) => `<path d="M20 -320 C ${20 + Math.cos((a * Math.PI) / 180) * 80} ${-320 + Math.sin((a * Math.PI) / 180) * 80 - 30}, ${20 + Math.cos((a * Math.PI) / 180) * 150} ${-320 + Math.sin((a * Math.PI) / 180) * 150}, ${20 + Math.cos((a * Math.PI) / 180) * 170} ${-320 + Math.sin((a * Math.PI) / 180) * 170 + 40}" stroke="${palette.leaf}" stroke-width="18" fill="none" stroke-linecap="round"/>`).join("")}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const tent = (x, y, s, color = palette.turquoise) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 L160 -170 L320 0 Z" fill="${color}"/><path d="M130 0 L160 -90 L190 0 Z" fill="${tint(color, -0.3)}"/>${pharmacyCross(160, -120, 0.22, palette.white)}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} color */
export const balloon = (x, y, s, color) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="40" ry="50" fill="${color}"/><path d="M0 50 C -10 90, 10 120, 0 170" stroke="${palette.grey}" stroke-width="3" fill="none"/><ellipse cx="-14" cy="-18" rx="8" ry="14" fill="${palette.white}" opacity="0.4"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} label */
export const cake = (x, y, s, label) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-160" y="0" width="320" height="120" rx="16" fill="${palette.pink}"/><rect x="-120" y="-100" width="240" height="100" rx="14" fill="${palette.white}" stroke="${palette.pink}" stroke-width="6"/>
    <path d="M-160 20 ${Array.from({ length: 8 }, (_, i) => `Q ${-140 + i * 40} 50 ${-120 + i * 40} 20`).join(" ")}" fill="none" stroke="${palette.white}" stroke-width="10"/>
    ${[-60, 0, 60].map((cx) => `<rect x="${cx - 7}" y="-160" width="14" height="60" rx="5" fill="${palette.sky}"/><path d="M${cx} -190 C ${cx - 12} -170, ${cx + 12} -170, ${cx} -160 Z" fill="${palette.orange}"/>`).join("")}
    <text x="0" y="-30" font-family="${FONT}" font-size="56" font-weight="700" fill="${palette.heather}" text-anchor="middle">${esc(label)}</text></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const lectern = (x, y, s, color = palette.blue) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 0 H70 L55 200 H-55 Z" fill="${color}"/><rect x="-90" y="-20" width="180" height="30" rx="6" fill="${tint(color, -0.2)}"/>${brandMark(0, 110, 26, palette.white)}</g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [color] */
export const microscope = (x, y, s, color = palette.blue) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-90" y="150" width="180" height="30" rx="10" fill="${color}"/><path d="M30 150 C 80 120, 80 20, 20 -10" stroke="${color}" stroke-width="26" fill="none"/>
    <rect x="-30" y="-120" width="44" height="150" rx="10" fill="${palette.turquoise}" transform="rotate(-25)"/><rect x="-60" y="90" width="120" height="16" rx="6" fill="${palette.grey}"/></g>`;

/** @param {number} x @param {number} y @param {number} s @param {string} [liquid] */
export const flask = (x, y, s, liquid = palette.leaf) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30 -120 H30 V-40 L90 80 C 100 100, 90 110, 70 110 H-70 C -90 110, -100 100, -90 80 L-30 -40 Z" fill="${palette.white}" opacity="0.85" stroke="${palette.blue}" stroke-width="6"/>
    <path d="M-58 30 H58 L88 86 C 94 100, 88 104, 72 104 H-72 C -88 104, -94 100, -88 86 Z" fill="${liquid}" opacity="0.8"/><rect x="-40" y="-132" width="80" height="18" rx="6" fill="${palette.blue}"/></g>`;

/** @param {number} x @param {number} y @param {number} r @param {string} [color] */
export const clockFace = (x, y, r, color = palette.blue) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${palette.white}" stroke="${color}" stroke-width="${r * 0.08}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="-3" y="${-r * 0.86}" width="6" height="${r * 0.12}" fill="${color}" transform="rotate(${i * 30})"/>`).join("")}
    <path d="M0 0 L0 ${-r * 0.55} M0 0 L${r * 0.4} ${r * 0.15}" stroke="${color}" stroke-width="${r * 0.07}" stroke-linecap="round"/><circle r="${r * 0.06}" fill="${palette.coral}"/></g>`;

/** @param {number} x @param {number} y @param {number} s */
export const phone = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect width="140" height="260" rx="24" fill="${palette.ink}"/><rect x="10" y="24" width="120" height="200" rx="8" fill="${palette.blue}"/>${moon(70, 110, 30, palette.blue)}</g>`;
