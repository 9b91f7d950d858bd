import { useId } from "react";
import { useTranslation } from "next-i18next/pages";
import { BUTTON } from "@/styles/tokens";

type SearchFormProps = { action: string; label: string; defaultValue?: string; maxLength: number };

/** A GET search form (works without JavaScript): one labelled field and a submit button. */
export function SearchForm({ action, label, defaultValue = "", maxLength }: SearchFormProps) {
  const { t } = useTranslation("sections");
  const id = useId();
  return (
    <form role="search" action={action} method="get" className="mt-6 max-w-2xl">
      <label htmlFor={id} className="mb-2 block font-semibold">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxLength * 2}
          placeholder={t("search.placeholder")}
          className="min-h-12 flex-1 rounded-full border-2 border-grey-1 bg-white px-5 text-lg focus:border-blue"
        />
        <button type="submit" className={BUTTON.submit}>
          {t("search.submit")}
        </button>
      </div>
    </form>
  );
}
