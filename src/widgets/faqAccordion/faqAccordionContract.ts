/**
 * The FAQ accordion: FaqAccordion.tsx renders this name, faqAccordion.browser.ts reads it (enums: see
 * src/widgets/widgetContract.ts). Its questions are `<details>` whose id is the anchor that opens them.
 */
export enum FaqAccordionContract {
  /** `data-enhance` of the accordion. */
  widget = "faq-anchor",
}
