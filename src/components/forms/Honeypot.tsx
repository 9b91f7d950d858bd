import { useTranslation } from "next-i18next/pages";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

/** A field hidden from people and assistive technology, left empty by humans. */
export function Honeypot({ id }: { id: string }) {
  const { t } = useTranslation("forms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
