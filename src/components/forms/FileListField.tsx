import { useId, useRef } from "react";
import { useTranslation } from "next-i18next/pages";
import { FieldFrame, describedBy } from "./fields";

type FileListFieldProps = {
  name: string;
  label: string;
  hint: string;
  accept: string;
  multiple: boolean;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  required?: boolean;
};

const formatSize = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A file picker that keeps the chosen files in a list the visitor can edit (add more, remove one). */
export function FileListField({ name, label, hint, accept, multiple, files, onChange, error, required }: FileListFieldProps) {
  const { t } = useTranslation("forms");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, true, Boolean(error))}
        className="block w-full rounded-xl border-2 border-dashed border-grey-1 bg-grey-0 p-4 text-base file:mr-4 file:rounded-full file:border-0 file:bg-blue file:px-4 file:py-2 file:font-semibold file:text-white"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
          event.target.value = "";
        }}
      />
      {files.length > 0 ? (
        <ul aria-label={t("selectedFiles")} className="space-y-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 rounded-xl bg-grey-0 px-4 py-2">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-sm text-ink/70">({formatSize(file.size)})</span>
              </span>
              <button
                type="button"
                className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold text-blue underline hover:bg-aqua"
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  input.current?.focus();
                }}
              >
                {t("remove")}
                <span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
