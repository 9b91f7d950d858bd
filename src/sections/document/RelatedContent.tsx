import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { linkedData } from "@/sections/listing/listingQuery";
import { DocumentCard } from "@/sections/listing/DocumentCard";

type Linked = {
  name?: string | null;
  title?: prismic.RichTextField;
  summary?: string | null;
  image?: prismic.ImageField;
};

/** Cards for content-relationship links (articles, products, news) whose data came through fetchLinks. */
export function RelatedContent({ title, links }: { title: string; links: prismic.ContentRelationshipField[] }) {
  const { t } = useTranslation("sections");
  const cards = links.flatMap((link) => {
    const data = linkedData<Linked>(link);
    if (!data?.url || !prismic.isFilled.contentRelationship(link)) return [];
    const heading = data.name ?? (data.title ? prismic.asText(data.title) : "");
    return heading ? [{ ...data, heading, type: link.type }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="contenido-relacionado" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id="contenido-relacionado" className="text-2xl font-bold text-blue">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.url}>
            <DocumentCard
              href={card.url!}
              title={card.heading}
              summary={card.summary}
              image={card.image}
              eyebrow={t(`search.types.${card.type}`, { defaultValue: "" }) || null}
              imageFit={card.type === "product" ? "contain" : "cover"}
              headingLevel="h3"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
