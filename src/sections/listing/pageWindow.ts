/** A gap between page numbers that are not linked (shown as "…"). */
export const PAGE_GAP = "gap" as const;

/** How many page numbers either side of the current one are linked. */
const NEIGHBOURS = 2;

/**
 * The page numbers a listing's pagination links, in order: the first, the last, the current one and
 * its neighbours, with a gap where numbers are left out. A listing of 125 pages links 7 numbers, not
 * 125; a gap never stands for a single page (that page is linked instead).
 */
export function pageWindow(page: number, totalPages: number): (number | typeof PAGE_GAP)[] {
  const shown = new Set<number>([1, totalPages]);
  for (let number = page - NEIGHBOURS; number <= page + NEIGHBOURS; number++)
    if (number >= 1 && number <= totalPages) shown.add(number);
  const numbers = [...shown].sort((a, b) => a - b);
  const window: (number | typeof PAGE_GAP)[] = [];
  numbers.forEach((number, i) => {
    const previous = numbers[i - 1];
    if (previous !== undefined && number - previous === 2) window.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) window.push(PAGE_GAP);
    window.push(number);
  });
  return window;
}
