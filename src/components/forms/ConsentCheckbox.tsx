import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { SiteLink } from "@/components/common/SiteLink";
import { ErrorSlot } from "./fields";

type ConsentCheckboxProps = { id: string; name: string; label: prismic.RichTextField | string };

/**
 * The GDPR consent box; its label is CMS rich text (links allowed), rendered inline inside the label.
 * Checked in the browser only (src/enhance/forms), never sent; its error slot is rendered hidden.
 */
export function ConsentCheckbox({ id, name, label }: ConsentCheckboxProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input id={id} name={name} type="checkbox" aria-invalid="false" className="mt-1 h-5 w-5 shrink-0 accent-blue" />
        <label htmlFor={id} className="text-ink">
          {typeof label === "string" ? (
            label
          ) : (
            <PrismicRichText
              field={label}
              components={{
                paragraph: ({ children }) => <span>{children} </span>,
                hyperlink: ({ node, children }) => (
                  <SiteLink field={node.data} className="font-semibold text-blue underline">
                    {children}
                  </SiteLink>
                ),
              }}
            />
          )}
        </label>
      </div>
      <ErrorSlot id={id} className="text-sm font-semibold text-[#b3261e]" warning="⚠ " />
    </div>
  );
}

/** Whether a consent label from the CMS has content. */
export const hasConsentLabel = (label: prismic.RichTextField | null | undefined) => prismic.isFilled.richText(label);
