/** Page and section background colours of R3, as Tailwind classes. */
export const BACKGROUND_CLASSES = {
  white: "bg-white text-ink",
  blue: "bg-blue text-white",
  green: "bg-green text-white",
  "grey-0": "bg-grey-0 text-ink",
  "grey-1": "bg-grey-1 text-ink",
  aqua: "bg-aqua text-ink",
  "ds-turquoise": "bg-ds-turquoise text-white",
  "pink-0": "bg-pink-0 text-ink",
} as const;

/** Heading colours of R3, as Tailwind classes. */
const HEADING_CLASSES = {
  white: "text-white",
  blue: "text-blue",
  green: "text-green",
  "ds-turquoise": "text-ds-turquoise",
} as const;

/** The tag that marks pediatric content: the only documents that may use the pink background. */
export const PEDIATRICS_TAG = "pediatria";

type BackgroundColor = keyof typeof BACKGROUND_CLASSES;
type HeadingColor = keyof typeof HEADING_CLASSES;

/** Background classes for a colour chosen in the CMS; pink is reserved for pediatrics and falls back to white elsewhere. */
export function backgroundClass(color: string | null | undefined, tags: readonly string[] = []): string {
  if (color === "pink-0" && !tags.includes(PEDIATRICS_TAG)) return BACKGROUND_CLASSES.white;
  return color && color in BACKGROUND_CLASSES ? BACKGROUND_CLASSES[color as BackgroundColor] : BACKGROUND_CLASSES.white;
}

/** Heading classes for a colour chosen in the CMS (blue when unset or unknown). */
export function headingClass(color: string | null | undefined): string {
  return color && color in HEADING_CLASSES ? HEADING_CLASSES[color as HeadingColor] : HEADING_CLASSES.blue;
}
