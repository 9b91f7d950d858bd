/**
 * Generates the site-root icons (favicon.ico, icon.svg, apple-touch-icon.png, manifest icons) and the
 * error screens' decorative illustration into public/. Run `node scripts/seed/siteIcons.mjs`; output is committed.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<circle cx="16" cy="16" r="16" fill="#173f6b"/>
<path d="M16 26V9" stroke="#a8d5b0" stroke-width="2" stroke-linecap="round" fill="none"/>
<g fill="#dcf1ef"><ellipse cx="12.5" cy="11" rx="2.4" ry="1.6" transform="rotate(-30 12.5 11)"/>
<ellipse cx="19.5" cy="13" rx="2.4" ry="1.6" transform="rotate(30 19.5 13)"/>
<ellipse cx="12.5" cy="16.5" rx="2.4" ry="1.6" transform="rotate(-30 12.5 16.5)"/>
<ellipse cx="19.5" cy="18.5" rx="2.4" ry="1.6" transform="rotate(30 19.5 18.5)"/></g>
<circle cx="16" cy="7.5" r="2" fill="#f7c9d4"/></svg>`;

const ERROR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">
<ellipse cx="240" cy="320" rx="200" ry="22" fill="#173f6b" opacity="0.08"/>
<circle cx="240" cy="170" r="140" fill="#dcf1ef"/>
<g transform="translate(170 300)"><path d="M0 0 C 3 -60 -3 -110 0 -160" stroke="#2f6b45" stroke-width="5" fill="none" stroke-linecap="round"/>
<ellipse cx="-14" cy="-40" rx="16" ry="7" transform="rotate(-35 -14 -40)" fill="#5c9a6b"/><ellipse cx="14" cy="-58" rx="16" ry="7" transform="rotate(35 14 -58)" fill="#5c9a6b"/>
<ellipse cx="-14" cy="-80" rx="14" ry="6" transform="rotate(-35 -14 -80)" fill="#5c9a6b"/><ellipse cx="14" cy="-98" rx="14" ry="6" transform="rotate(35 14 -98)" fill="#5c9a6b"/>
<circle cx="-5" cy="-165" r="6" fill="#b06aa0"/><circle cx="5" cy="-176" r="5" fill="#b06aa0"/></g>
<g transform="translate(235 150)"><rect x="30" y="-20" width="40" height="26" rx="5" fill="#173f6b"/>
<rect x="10" y="0" width="80" height="150" rx="16" fill="#ffffff" stroke="#c9d4df" stroke-width="3"/>
<rect x="10" y="50" width="80" height="50" fill="#0a716f"/>
<text x="50" y="84" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">?</text></g>
<circle cx="360" cy="300" r="6" fill="#ffffff" stroke="#c9d4df"/><circle cx="376" cy="306" r="6" fill="#ffffff" stroke="#c9d4df"/><circle cx="348" cy="310" r="6" fill="#ffffff" stroke="#c9d4df"/>
</svg>`;

/**
 * Wraps PNG images into a .ico container (PNG-compressed entries, supported by every current browser).
 * @param {Array<{ size: number, data: Buffer }>} pngs
 */
function pngsToIco(pngs) {
  const header = Buffer.alloc(6 + pngs.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

/** A square PNG of `svg`, `padding` white pixels around it. @param {number} size @param {string} [svg] @param {number} [padding] */
const png = (size, svg = ICON_SVG, padding = 0) =>
  sharp(Buffer.from(svg))
    .resize(size - padding * 2, size - padding * 2)
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background: "#ffffff" })
    .png()
    .toBuffer();

await fs.mkdir(path.join(PUBLIC, "images"), { recursive: true });
await fs.writeFile(path.join(PUBLIC, "icon.svg"), ICON_SVG);
await fs.writeFile(path.join(PUBLIC, "images/error-illustration.svg"), ERROR_SVG);
await fs.writeFile(path.join(PUBLIC, "apple-touch-icon.png"), await png(180, ICON_SVG, 14));
await fs.writeFile(path.join(PUBLIC, "icon-192.png"), await png(192));
await fs.writeFile(path.join(PUBLIC, "icon-512.png"), await png(512));
await fs.writeFile(path.join(PUBLIC, "icon-maskable-512.png"), await png(512, ICON_SVG, 64));
const icoSizes = [16, 32, 48];
await fs.writeFile(
  path.join(PUBLIC, "favicon.ico"),
  pngsToIco(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))),
);
console.log("wrote public/ icons and illustrations");
