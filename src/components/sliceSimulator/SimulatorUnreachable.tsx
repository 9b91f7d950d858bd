import { useTranslation } from "next-i18next/pages";
import { DEFAULT_SLICE_MACHINE_ORIGIN } from "@/config/sliceMachine.js";

/** Origins and URLs go in as they are (React escapes the text). */
const RAW = { interpolation: { escapeValue: false } };

/**
 * What the framed simulator shows when nobody it accepts connects (SliceSimulatorFrame): where it is
 * framed, whom the site accepts, and what to change — SLICE_MACHINE_ORIGIN, or Slice Machine's
 * localSliceSimulatorURL. In Spanish, for the editor looking at Slice Machine.
 */
export function SimulatorUnreachable({ parentOrigin, sliceMachineOrigin }: { parentOrigin: string | null; sliceMachineOrigin: string | null }) {
  const { t } = useTranslation("slices");
  const example = parentOrigin && parentOrigin !== sliceMachineOrigin && parentOrigin.startsWith("http") ? parentOrigin : DEFAULT_SLICE_MACHINE_ORIGIN;
  const where = parentOrigin
    ? t(sliceMachineOrigin ? "simulator.unreachable.framedBy" : "simulator.unreachable.framedByNoLocal", { origin: parentOrigin, allowed: sliceMachineOrigin, ...RAW })
    : t(sliceMachineOrigin ? "simulator.unreachable.noAnswer" : "simulator.unreachable.noAnswerNoLocal", { allowed: sliceMachineOrigin, ...RAW });
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  return (
    <article role="alert" data-testid="simulator-unreachable" className="mx-auto max-w-2xl px-6 py-10 text-ink">
      <h1 className="text-2xl font-bold">{t("simulator.unreachable.title")}</h1>
      <p className="mt-4">{where}</p>
      <p className="mt-4 font-semibold">{t("simulator.unreachable.whatToChange")}</p>
      <ul className="mt-2 list-disc space-y-2 pl-6">
        <li>{t("simulator.unreachable.fixOrigin", { example, ...RAW })}</li>
        <li>{t("simulator.unreachable.fixUrl", { url: pageUrl, ...RAW })}</li>
        <li>{t("simulator.unreachable.fixRunning")}</li>
      </ul>
    </article>
  );
}
