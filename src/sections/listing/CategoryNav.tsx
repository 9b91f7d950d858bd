import { SiteLink } from "@/components/common/SiteLink";

type CategoryNavProps = {
  label: string;
  allLabel: string;
  allHref: string;
  categories: { name: string; href: string }[];
  currentHref: string;
};

/** Filter links between a section's categories ("Todos" first); the current one is marked. */
export function CategoryNav({ label, allLabel, allHref, categories, currentHref }: CategoryNavProps) {
  const items = [{ name: allLabel, href: allHref }, ...categories];
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = item.href === currentHref;
          return (
            <li key={item.href}>
              <SiteLink
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  current ? "border-blue bg-blue text-white" : "border-grey-1 bg-white text-blue hover:border-blue"
                }`}
              >
                {item.name}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
