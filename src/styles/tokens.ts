/**
 * The site's design tokens, written once: the palette (R3's CMS colours, the text colour and the
 * form states) for tailwind.config.mts and for the few places that need a value outside Tailwind
 * (the theme-color meta tag, the self-contained preview error page), and the shared class strings
 * of the primitives (buttons) that many components use.
 */
export const COLORS = {
  blue: "#173f6b",
  green: "#2f6b45",
  white: "#ffffff",
  "grey-0": "#f5f7f8",
  "grey-1": "#e2e7eb",
  aqua: "#dcf1ef",
  "ds-turquoise": "#0a716f",
  "pink-0": "#fcebef",
  ink: "#1f2a37",
  /** Error text and borders (6.4:1 on white). */
  danger: "#b3261e",
  /** Background of an error notice. */
  "danger-0": "#fdecea",
  /** Error text on a dark background (the footer's newsletter). */
  "danger-on-dark": "#ffd7d2",
  /** Background of a success notice. */
  "success-0": "#e8f4ec",
} as const;

/** Button looks shared by links and buttons (Tailwind classes; keep them literal so Tailwind finds them). */
export const BUTTON = {
  /** The main call to action: a filled blue pill. */
  primary: "rounded-full bg-blue px-6 py-3 font-semibold text-white hover:bg-ds-turquoise",
  /** A form's submit button: the same pill, taller and wider for a touch target, dimmed while sending. */
  submit: "min-h-12 rounded-full bg-blue px-8 font-semibold text-white hover:bg-ds-turquoise disabled:opacity-60",
} as const;

/**
 * The site's one content grid (Tailwind classes, literal so Tailwind finds them): every block of a
 * page sits in `column`, so a page's breadcrumbs, title and body share their left edge at every
 * width; running text and forms keep a readable `measure` inside it, from the column's left edge.
 */
export const GRID = {
  /** The page column: centred, 80rem at most, with the header's side padding. */
  column: "mx-auto w-full max-w-7xl px-4 sm:px-6",
  /** The width of running text and forms, aligned left in the column. */
  measure: "max-w-3xl",
} as const;
