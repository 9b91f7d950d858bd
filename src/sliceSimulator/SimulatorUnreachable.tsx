import { useTranslation } from "next-i18next/pages";

/** Origins and URLs go in as they are (React escapes the text). */
const RAW = { interpolation: { escapeValue: false } };

/**
 * What the framed simulator shows when nobody it accepts connects (SliceSimulatorFrame): where it is
 * framed, whom the site accepts, and what to change — SLICE_MACHINE_ORIGIN when the framing origin
 * is not accepted, Slice Machine's localSliceSimulatorURL, or a reload when an accepted page did not
 * connect. In Spanish, for the editor looking at Slice Machine.
 */
export function SimulatorUnreachable({
  parentOrigin,
  parentAccepted,
  sliceMachineOrigin,
  defaultSliceMachineOrigin,
}: {
  parentOrigin: string | null;
  parentAccepted: boolean;
  sliceMachineOrigin: string | null;
  /** Where `npm run slicemachine` opens (src/config/sliceMachine.ts), the example when the parent is unknown. */
  defaultSliceMachineOrigin: string;
}) {
  const { t } = useTranslation("slices");
  const local = sliceMachineOrigin !== null;
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  const where = !parentOrigin
    ? t(local ? "simulator.unreachable.noAnswer" : "simulator.unreachable.noAnswerNoLocal", {
        allowed: sliceMachineOrigin,
        ...RAW,
      })
    : parentAccepted
      ? t("simulator.unreachable.silentOrigin", { origin: parentOrigin, ...RAW })
      : t(local ? "simulator.unreachable.refusedOrigin" : "simulator.unreachable.refusedOriginNoLocal", {
          origin: parentOrigin,
          allowed: sliceMachineOrigin,
          ...RAW,
        });
  const example = parentOrigin && !parentAccepted ? parentOrigin : defaultSliceMachineOrigin;
  return (
    <article role="alert" data-testid="simulator-unreachable" className="mx-auto max-w-2xl px-6 py-10 text-ink">
      <h1 className="text-2xl font-bold">{t("simulator.unreachable.title")}</h1>
      <p className="mt-4">{where}</p>
      <p className="mt-4 font-semibold">{t("simulator.unreachable.whatToChange")}</p>
      <ul className="mt-2 list-disc space-y-2 pl-6">
        {parentAccepted ? null : <li>{t("simulator.unreachable.fixOrigin", { example, ...RAW })}</li>}
        <li>{t("simulator.unreachable.fixUrl", { url: pageUrl, ...RAW })}</li>
        <li>{t("simulator.unreachable.fixRunning")}</li>
      </ul>
    </article>
  );
}
