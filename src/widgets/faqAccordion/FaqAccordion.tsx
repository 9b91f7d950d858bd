import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { richTextComponents } from "@/components/common/richTextComponents";
import { widgetMark } from "@/widgets/widgetContract";
import { FaqAccordionContract } from "./faqAccordionContract";

type FaqItem = { id: string; anchor: string | null; question: string; answer: prismic.RichTextField };

/**
 * Questions as native disclosure widgets; the one named by the URL's #anchor opens and scrolls into
 * view (./faqAccordion.browser.ts).
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div
      {...widgetMark(FaqAccordionContract.widget)}
      className="divide-y divide-grey-1 rounded-2xl border border-grey-1 bg-white"
    >
      {items.map((item) => (
        <details key={item.id} id={item.anchor ?? undefined} className="group px-5 py-1">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-blue">
            {item.question}
            <span aria-hidden="true" className="text-2xl transition group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="space-y-3 pb-5 text-ink/90">
            <PrismicRichText field={item.answer} components={richTextComponents} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** FAQ documents as accordion items (anchor = uid). */
export function faqItems(
  faqs: { id: string; uid: string | null; data: { question: prismic.KeyTextField; answer: prismic.RichTextField } }[],
): FaqItem[] {
  return faqs.map((faq) => ({
    id: faq.id,
    anchor: faq.uid,
    question: faq.data.question ?? "",
    answer: faq.data.answer,
  }));
}
