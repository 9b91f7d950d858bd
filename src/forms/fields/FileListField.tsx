import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { describedBy, FieldFrame } from "./fields";
import { formText, type FormTexts } from "./formTexts";

type FileListFieldProps = {
  id: string;
  name: string;
  label: string;
  need: string;
  hint: string;
  accept: string;
  multiple: boolean;
  files: File[];
  onChange: (files: File[]) => void;
  texts: FormTexts;
  error?: string;
  required?: boolean;
};

/** A file's size for the list: "2,4 MB", or whole KB (at least 1) below a megabyte. */
function formatFileSize(bytes: number): string {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1).replace(".", ",")} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the control says beside its button: how many files are chosen, in the page's language. */
function chosenText(texts: FormTexts, count: number): string {
  if (count === 0) return formText(texts, "files.none");
  return count === 1 ? formText(texts, "files.one") : formText(texts, "files.many", { count: String(count) });
}

/**
 * A file picker that keeps the chosen files in a list the visitor can edit (add more, remove one;
 * focus returns to the picker). The component holds the files (the input is emptied after each
 * choice, so more can be added); files chosen before the island woke up are taken over.
 * The native input stays the control (keyboard, screen readers, its field label) but is visually
 * replaced by a label drawn as a button and a line saying what is chosen, both in Spanish whatever
 * the browser's language. Without JavaScript (`noscript:`, `@media (scripting: none)`) nothing
 * would update that line, so the browser's own control shows instead, posted with the form.
 */
export const FileListField = forwardRef<HTMLInputElement | null, FileListFieldProps>(function FileListField(
  { id, name, label, need, hint, accept, multiple, files, onChange, texts, error, required },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => input.current, []);
  const take = (chosen: File[]) => onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
  // The line saying what is chosen describes the input only once the island keeps it up to date.
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    setAwake(true);
    const early = Array.from(input.current?.files ?? []);
    if (early.length > 0 && input.current) {
      input.current.value = "";
      take(early);
    }
    // Once, when the island wakes up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FieldFrame id={id} label={label} need={need} hint={hint} error={error}>
      <div
        className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 border-dashed bg-grey-0 p-4 noscript:block ${error ? "border-danger" : "border-grey-1"}`}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={[awake ? `${id}-chosen` : "", describedBy(id, true, Boolean(error))].join(" ").trim()}
          className="peer sr-only text-base noscript:not-sr-only noscript:w-full file:mr-4 file:rounded-full file:border-0 file:bg-blue file:px-4 file:py-2 file:font-semibold file:text-white"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = "";
            take(chosen);
          }}
        />
        {/* A second label of the input: a click opens the browser's file dialog, no script needed. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className="cursor-pointer rounded-full bg-blue px-4 py-2 font-semibold text-white hover:bg-ds-turquoise peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ds-turquoise noscript:hidden"
        >
          {formText(texts, multiple ? "files.chooseMany" : "files.chooseOne")}
        </label>
        <span id={`${id}-chosen`} className="text-ink/80 noscript:hidden">
          {chosenText(texts, files.length)}
        </span>
      </div>
      {files.length > 0 ? (
        <ul aria-label={formText(texts, "selectedFiles")} className="space-y-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-3 rounded-xl bg-grey-0 px-4 py-2"
            >
              <span className="min-w-0 truncate">
                {file.name} <span className="text-sm text-ink/70">({formatFileSize(file.size)})</span>
              </span>
              <button
                type="button"
                className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold text-blue underline hover:bg-aqua"
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  input.current?.focus();
                }}
              >
                {formText(texts, "remove")}
                <span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
});
