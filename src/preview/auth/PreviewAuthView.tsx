import { useTranslation } from "next-i18next/pages";
import { Seo } from "@/components/seo/Seo";
import { SiteLink } from "@/components/common/SiteLink";
import { ExitPreviewButton } from "@/preview/bar/ExitPreviewButton";
import { PREVIEW_AUTH_PATH } from "@/preview/previewPaths";
import type { PreviewAuthProps } from "./previewAuthProps";

/**
 * Staff page about preview access: whether preview is on in this browser and a way out. It loads
 * no tag manager and no support chat (R2).
 */
export function PreviewAuthView({ localDraftsUrl, previewExpired, preview: isPreview }: PreviewAuthProps) {
  const { t } = useTranslation("common");
  const status = !isPreview ? t("preview.auth.off") : previewExpired ? t("preview.auth.expired") : t("preview.auth.on");
  return (
    <>
      <Seo title={t("preview.auth.title")} path={PREVIEW_AUTH_PATH} noindex />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 className="text-3xl font-bold text-blue sm:text-4xl">{t("preview.auth.title")}</h1>
        <p className="mt-4 text-lg">{t("preview.auth.intro")}</p>
        <div
          data-testid="preview-status"
          data-preview={isPreview ? "on" : "off"}
          className={`mt-8 rounded-lg border-l-4 p-5 ${isPreview ? "border-ds-turquoise bg-aqua" : "border-grey-1 bg-grey-0"}`}
        >
          <p className="font-bold">{status}</p>
          {isPreview ? (
            <div className="mt-4">
              <ExitPreviewButton className="rounded bg-blue px-5 py-2.5 font-bold text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue disabled:opacity-70" />
            </div>
          ) : null}
        </div>
        <h2 className="mt-10 text-2xl font-bold text-blue">{t("preview.auth.howTitle")}</h2>
        <p className="mt-3">{t("preview.auth.how")}</p>
        {localDraftsUrl ? (
          <p className="mt-3">
            {t("preview.auth.localHow")}{" "}
            <a href={localDraftsUrl} className="font-bold text-blue underline underline-offset-2 hover:no-underline">
              {t("preview.auth.localLink")}
            </a>
          </p>
        ) : null}
        <p className="mt-10">
          <SiteLink href="/" className="font-bold text-blue underline underline-offset-2 hover:no-underline">
            {t("preview.auth.home")}
          </SiteLink>
        </p>
      </div>
    </>
  );
}
