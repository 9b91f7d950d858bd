import { useTranslation } from "next-i18next/pages";
import { PREVIEW_EXIT_PATH } from "@/lib/preview/previewPaths";
import { useExitPreview } from "./useExitPreview";

/**
 * "Salir de la vista previa": a form that works without JavaScript (exits and comes back to this
 * page) and, with it, exits in place.
 */
export function ExitPreviewButton({ className }: { className: string }) {
  const { t } = useTranslation("common");
  const { leave, leaving, failed, returnPath } = useExitPreview();
  return (
    <form action={PREVIEW_EXIT_PATH} method="get" onSubmit={leave} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="redirect" value={returnPath} />
      <button type="submit" disabled={leaving} className={className}>
        {leaving ? t("preview.bar.leaving") : t("preview.bar.exit")}
      </button>
      {failed ? (
        <span role="alert" className="text-sm font-bold">
          {t("preview.bar.exitFailed")}
        </span>
      ) : null}
    </form>
  );
}
