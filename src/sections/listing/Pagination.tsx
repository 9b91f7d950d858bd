import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import { PAGE_GAP, pageWindow } from "./pageWindow";

type PaginationProps = { page: number; totalPages: number; hrefOf: (page: number) => string };

/** Previous / numbered / next links between the pages of a listing (a window of numbers, pageWindow.ts). */
export function Pagination({ page, totalPages, hrefOf }: PaginationProps) {
  const { t } = useTranslation("sections");
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const linkClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <SiteLink href={hrefOf(page - 1)} className={`${linkClass} text-blue hover:bg-aqua`}>
              <span aria-hidden="true">‹ </span>
              {t("pagination.previous")}
            </SiteLink>
          </li>
        ) : null}
        {pages.map((number, i) => (
          <li key={number === PAGE_GAP ? `gap-${i}` : number} aria-hidden={number === PAGE_GAP || undefined}>
            {number === PAGE_GAP ? (
              <span className="inline-flex min-h-11 items-center px-1 text-ink/80">…</span>
            ) : number === page ? (
              <span aria-current="page" className={`${linkClass} bg-blue text-white`}>
                <span className="sr-only">{t("pagination.page")} </span>
                {number}
              </span>
            ) : (
              <SiteLink href={hrefOf(number)} className={`${linkClass} text-blue hover:bg-aqua`}>
                <span className="sr-only">{t("pagination.page")} </span>
                {number}
              </SiteLink>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <SiteLink href={hrefOf(page + 1)} className={`${linkClass} text-blue hover:bg-aqua`}>
              {t("pagination.next")}
              <span aria-hidden="true"> ›</span>
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
