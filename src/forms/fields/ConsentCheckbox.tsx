import { forwardRef, type InputHTMLAttributes } from "react";
import { FieldError } from "./fields";

type ConsentCheckboxProps = InputHTMLAttributes<HTMLInputElement> & { id: string; labelHtml: string; error?: string };

/**
 * The GDPR consent box (R5), checked in the browser only: by the form's schema, or without
 * JavaScript by the browser itself (`required`). The island leaves it out of what it posts; a
 * native post carries it and the API ignores it. Its label is HTML the server made from the CMS's
 * rich text (./consentLabel.ts).
 */
export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(function ConsentCheckbox(
  { id, labelHtml, error, ...props },
  ref,
) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-blue"
          {...props}
        />
        <label
          htmlFor={id}
          className="text-ink [&_a]:font-semibold [&_a]:text-blue [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: labelHtml }}
        />
      </div>
      {error ? <FieldError id={id} message={error} /> : null}
    </div>
  );
});
