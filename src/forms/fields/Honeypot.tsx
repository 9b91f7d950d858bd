import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

/** A field hidden from people and assistive technology, left empty by humans; posted with the form (a filled one is refused). */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
