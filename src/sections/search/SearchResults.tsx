import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import type { SearchQuery, SearchResult } from "@/sections/search/searchQuery";
import { MAX_QUERY_LENGTH } from "@/sections/search/searchQuery";

type SearchResultsProps = { search: SearchQuery; results: SearchResult[]; total: number; promptKey: "search.prompt" | "search.faqPrompt" };

/** The states of a search: prompt (no query), too long, no results, or the list of hits. */
export function SearchResults({ search, results, total, promptKey }: SearchResultsProps) {
  const { t } = useTranslation("sections");
  if (search.state === "empty") return <p className="text-lg text-ink/85">{t(promptKey)}</p>;
  if (search.state === "tooLong") {
    return (
      <p role="alert" className="rounded-2xl border-l-4 border-blue bg-grey-1 p-4 font-semibold">
        {t("search.tooLong", { max: MAX_QUERY_LENGTH })}
      </p>
    );
  }
  if (results.length === 0) {
    return (
      <div role="status" className="space-y-2">
        <p className="text-xl font-semibold text-blue">{t("search.noResults", { query: search.query })}</p>
        <p className="text-ink/85">{t("search.noResultsHelp")}</p>
      </div>
    );
  }
  return (
    <div>
      <p role="status" className="text-lg font-semibold text-blue">
        {t("search.resultCount", { count: total, query: search.query })}
      </p>
      <ul className="mt-6 divide-y divide-grey-1 border-y border-grey-1">
        {results.map((result) => (
          <li key={result.id} className="py-5">
            <p className="text-xs font-bold uppercase tracking-wider text-ds-turquoise">{t(`search.types.${result.type}`)}</p>
            <h2 className="mt-1 text-xl font-bold text-blue">
              <SiteLink href={result.href} className="underline-offset-4 hover:underline">
                {result.title}
              </SiteLink>
            </h2>
            {result.summary ? <p className="mt-1 text-ink/85">{result.summary}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
