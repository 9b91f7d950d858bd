import { useTranslation } from "next-i18next/pages";
import { PREVIEW_EXIT_PATH } from "@/preview/previewPaths";
import { widgetMark } from "@/widgets/widgetContract";
import { PreviewContract } from "./previewContract";
import { useSite } from "@/lib/siteContext";

/**
 * "Salir de la vista previa": a form that works without JavaScript (exits and comes back to this
 * page) and, with the behaviour (./exitButton.ts), exits in place and reloads the page.
 */
export function ExitPreviewButton({ className }: { className: string }) {
  const { t } = useTranslation("common");
  const { publicPath } = useSite();
  return (
    <form
      action={PREVIEW_EXIT_PATH}
      method="get"
      {...widgetMark(PreviewContract.exitForm)}
      {...{ [PreviewContract.leavingLabel]: t("preview.bar.leaving") }}
      className="flex flex-wrap items-center gap-3"
    >
      <input type="hidden" name="redirect" value={publicPath || "/"} />
      <button type="submit" className={className}>
        {t("preview.bar.exit")}
      </button>
    </form>
  );
}
