import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import { headingClass } from "@/lib/colors";
import { linkedFaq, type LinkedFaq } from "./linkedFaq";
import { RichTextBlock } from "@/components/common/RichTextBlock";
import { GRID } from "@/styles/tokens";

/** Props for `FaqList`. */
type FaqListProps = SliceComponentProps<Content.FaqListSlice>;

/** A title, an intro and the chosen FAQs as native disclosure widgets (`<details>`), with an optional link to more. */
const FaqList = ({ slice }: FaqListProps) => {
  const { primary } = slice;
  const { t } = useTranslation("slices");
  const faqs = primary.questions.map((item) => linkedFaq(item.faq)).filter((faq): faq is LinkedFaq => faq !== null);
  const moreLink = prismic.isFilled.link(primary.more_link);
  if (faqs.length === 0 && !moreLink) return null;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${GRID.column} py-12`}
    >
      <div className={GRID.measure}>
        {prismic.isFilled.richText(primary.title) ? (
          <h2 className={`text-3xl font-bold ${headingClass(primary.heading_color)}`}>
            {prismic.asText(primary.title)}
          </h2>
        ) : null}
        <RichTextBlock field={primary.intro} className="mt-3 space-y-3 text-lg" />
        {faqs.length > 0 ? (
          <div className="mt-8 space-y-3">
            {faqs.map((faq, index) => (
              <details
                key={`${faq.id}-${index}`}
                className="group rounded-2xl border border-grey-1 bg-white text-ink shadow-sm"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-blue hover:bg-grey-0 [&::-webkit-details-marker]:hidden">
                  <span>{faq.question}</span>
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 24 24"
                    className="h-6 w-6 shrink-0 text-ds-turquoise motion-safe:transition-transform group-open:rotate-180"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </summary>
                <RichTextBlock field={faq.answer} className="space-y-3 px-5 pb-5 text-ink/90" />
              </details>
            ))}
          </div>
        ) : null}
        {moreLink ? (
          <p className="mt-6">
            <SiteLink
              field={primary.more_link}
              className="inline-flex items-center gap-1 font-semibold text-ds-turquoise underline-offset-4 hover:underline"
            >
              {primary.more_label || t("faq.more")}
              <span aria-hidden="true">→</span>
            </SiteLink>
          </p>
        ) : null}
      </div>
    </section>
  );
};

export default FaqList;
