/**
 * The FAQ accordion: FaqAccordion.tsx renders this name, behaviour.ts reads it (enums: see
 * src/widgets/contract.ts). Its questions are `<details>` whose id is the anchor that opens them.
 */
export enum FaqAccordionContract {
  /** `data-enhance` of the accordion. */
  widget = "faq-anchor",
}
