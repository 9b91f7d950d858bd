import { useTranslation } from "next-i18next/pages";
import { PREVIEW_AUTH_PATH } from "@/preview/previewPaths";
import { ExitPreviewButton } from "./ExitPreviewButton";

/**
 * Tells staff they are looking at unpublished content (or, when the preview ref expired, published
 * content) and lets them leave preview. Rendered on the server, in preview only.
 */
export function PreviewBar({ expired }: { expired: boolean }) {
  const { t } = useTranslation("common");
  return (
    <>
      {/* Room at the end of the page so the fixed bar never hides the footer. */}
      <div aria-hidden="true" className="h-32 sm:h-20" />
      <section
        aria-label={t("preview.bar.label")}
        data-testid="preview-bar"
        className="fixed inset-x-0 bottom-0 z-[90] border-t-4 border-aqua bg-ink px-4 py-3 text-white shadow-lg print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2">
          <p className="min-w-60 flex-1 text-sm">
            <strong className="mr-2 font-bold uppercase tracking-wide">{t("preview.bar.label")}</strong>
            {expired ? t("preview.bar.expired") : t("preview.bar.message")}
          </p>
          <a
            href={PREVIEW_AUTH_PATH}
            className="text-sm underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t("preview.bar.about")}
          </a>
          <ExitPreviewButton className="rounded bg-white px-4 py-2 text-sm font-bold text-ink hover:bg-aqua focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70" />
        </div>
      </section>
    </>
  );
}
