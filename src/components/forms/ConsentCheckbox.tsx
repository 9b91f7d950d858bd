import { forwardRef, type InputHTMLAttributes } from "react";
import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { SiteLink } from "@/components/common/SiteLink";

type ConsentCheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: prismic.RichTextField | string; error?: string };

/** The GDPR consent box; its label is CMS rich text (links allowed), rendered inline inside the label. */
export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(function ConsentCheckbox({ id, label, error, ...props }, ref) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-blue"
          {...props}
        />
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
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-[#b3261e]">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Whether a consent label from the CMS has content. */
export const hasConsentLabel = (label: prismic.RichTextField | null | undefined) => prismic.isFilled.richText(label);
