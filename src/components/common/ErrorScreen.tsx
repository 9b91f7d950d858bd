import Head from "next/head";
import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "./SiteLink";
import { BUTTON } from "@/styles/tokens";

/** Error codes with their own summary line; any other code uses the "default" texts. */
const KNOWN_CODES = new Set([404, 500]);

/** Error screen (R2): title, a summary chosen by the error code, a decorative image, a button home. */
export function ErrorScreen({ statusCode }: { statusCode: number }) {
  const { t } = useTranslation("common");
  const key = KNOWN_CODES.has(statusCode) ? String(statusCode) : "default";
  const title = t(`error.${key}.title`);
  return (
    <>
      <Head>
        <title>{`${title} · ${t("site.name")}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        {/* Decorative: the text says everything. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="/images/error-illustration.svg"
          alt=""
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-sm"
        />
        <div className="space-y-5">
          <p className="text-sm font-bold uppercase tracking-widest text-ds-turquoise">
            {t("error.code", { code: statusCode })}
          </p>
          <h1 className="text-4xl font-bold leading-tight text-blue">{title}</h1>
          <p className="text-lg text-ink/80">{t(`error.${key}.summary`)}</p>
          <SiteLink href="/" className={`inline-block ${BUTTON.primary}`}>
            {t("error.backHome")}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
