import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";

export type Crumb = { label: string; href: string };

/** The trail from home to the current page; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("common");
  return (
    <nav aria-label={t("a11y.breadcrumbs")} className="mx-auto max-w-7xl px-4 pt-6 text-sm sm:px-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink/75">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {item.label}
                </span>
              ) : (
                <>
                  <SiteLink href={item.href} className="underline-offset-4 hover:text-blue hover:underline">
                    {item.label}
                  </SiteLink>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
