import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import type { TextPiece } from "./searchHighlight";
import type { SearchPageProps } from "./searchPage";
import { MAX_QUERY_LENGTH } from "./searchQuery";

/** Where a search page sends a visitor who found nothing: the same search with another query, the FAQ, contact. */
export type SearchPaths = { search: string; faq: string; contact: string | null };

type SearchResultsProps = Pick<SearchPageProps, "search" | "answer"> & {
  paths: SearchPaths;
  promptKey: "search.prompt" | "search.faqPrompt";
};

/** Text with its matched words in `<mark>` (rendered as text by React, so always escaped). */
function MarkedText({ pieces }: { pieces: readonly TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.matched ? (
      <mark key={index} className="rounded-sm bg-aqua px-0.5 font-semibold text-ink">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** Links to the FAQ and to contact, for a visitor search could not help. */
function FurtherHelp({ paths }: { paths: SearchPaths }) {
  const { t } = useTranslation("sections");
  return (
    <p className="text-ink/85">
      {t("search.furtherHelp")}{" "}
      <SiteLink href={paths.faq} className="font-semibold text-blue underline underline-offset-4">
        {t("search.faqLink")}
      </SiteLink>
      {paths.contact ? (
        <>
          {` ${t("search.or")} `}
          <SiteLink href={paths.contact} className="font-semibold text-blue underline underline-offset-4">
            {t("search.contactLink")}
          </SiteLink>
        </>
      ) : null}
      .
    </p>
  );
}

/** The states of a search: prompt (no query), too long, unavailable, nothing found (with a suggestion), or the ranked hits. */
export function SearchResults({ search, answer, paths, promptKey }: SearchResultsProps) {
  const { t } = useTranslation("sections");
  const alert = (text: string) => (
    <p role="alert" className="rounded-2xl border-l-4 border-blue bg-grey-1 p-4 font-semibold">
      {text}
    </p>
  );
  if (search.state === "empty") return <p className="text-lg text-ink/85">{t(promptKey)}</p>;
  if (search.state === "tooLong") return alert(t("search.tooLong", { max: MAX_QUERY_LENGTH }));
  if (!answer || answer.state === "unavailable") {
    return (
      <div className="space-y-3">
        {alert(t("search.unavailable"))}
        <FurtherHelp paths={paths} />
      </div>
    );
  }
  if (answer.state === "notFound") {
    return (
      <div className="space-y-3">
        <p role="status" className="text-xl font-semibold text-blue">
          {t("search.noResults", { query: search.query })}
        </p>
        {answer.suggestion ? (
          <p className="text-lg">
            {t("search.didYouMean")}{" "}
            <SiteLink
              href={`${paths.search}?q=${encodeURIComponent(answer.suggestion)}`}
              className="font-bold text-blue underline underline-offset-4"
            >
              {answer.suggestion}
            </SiteLink>
            ?
          </p>
        ) : null}
        <p className="text-ink/85">{t("search.noResultsHelp")}</p>
        <FurtherHelp paths={paths} />
      </div>
    );
  }
  return (
    <div>
      <p role="status" className="text-lg font-semibold text-blue">
        {t("search.resultCount", { count: answer.total, query: search.query })}
      </p>
      <ul className="mt-6 divide-y divide-grey-1 border-y border-grey-1">
        {answer.results.map((result) => (
          <li key={result.id} className="py-5">
            <p className="text-xs font-bold uppercase tracking-wider text-ds-turquoise">
              {t(`search.types.${result.type}`)}
            </p>
            <h2 className="mt-1 text-xl font-bold text-blue">
              <SiteLink href={result.href} className="underline-offset-4 hover:underline">
                <MarkedText pieces={result.title} />
              </SiteLink>
            </h2>
            {result.excerpt.length > 0 ? (
              <p className="mt-1 text-ink/85">
                <MarkedText pieces={result.excerpt} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
