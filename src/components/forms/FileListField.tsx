import { useId } from "react";
import { useTranslation } from "next-i18next/pages";
import { FieldFrame, describedBy } from "./fields";

type FileListFieldProps = {
  name: string;
  label: string;
  hint: string;
  accept: string;
  multiple: boolean;
  required?: boolean;
};

/**
 * A file picker whose chosen files the visitor can edit in a list (add more, remove one). Rendered
 * with an empty hidden list (`<id>-files`) and the template of one row (`<id>-file`, with the
 * translated "Quitar"); the browser keeps the files and draws the rows (src/enhance/forms/fileList.ts).
 */
export function FileListField({ name, label, hint, accept, multiple, required }: FileListFieldProps) {
  const { t } = useTranslation("forms");
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} required={required}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-invalid="false"
        aria-describedby={describedBy(id, true, false)}
        data-file-list={`${id}-files`}
        data-file-template={`${id}-file`}
        className="block w-full rounded-xl border-2 border-dashed border-grey-1 bg-grey-0 p-4 text-base file:mr-4 file:rounded-full file:border-0 file:bg-blue file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <ul id={`${id}-files`} hidden aria-label={t("selectedFiles")} className="space-y-2" />
      <template id={`${id}-file`}>
        <li className="flex items-center justify-between gap-3 rounded-xl bg-grey-0 px-4 py-2">
          <span className="min-w-0 truncate">
            <span data-file-name="" /> <span className="text-sm text-ink/70">(<span data-file-size="" />)</span>
          </span>
          <button type="button" className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold text-blue underline hover:bg-aqua">
            {t("remove")}
            <span className="sr-only">
              {" "}
              <span data-file-name="" />
            </span>
          </button>
        </li>
      </template>
    </FieldFrame>
  );
}
