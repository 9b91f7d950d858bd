import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import { Seo } from "@/components/seo/Seo";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { useSite } from "@/lib/siteContext";
import { sectionPaths } from "@/config/routeTable";
import NewsletterForm from "./NewsletterForm";
import { PrivateLink } from "@/widgets/privateLink/PrivateLink";
import { CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";
import type { ConfirmationPageProps, ConfirmationView } from "./confirmationPageProps";

/** Plain values in the texts: React escapes them once. */
const RAW = { interpolation: { escapeValue: false } };

const BUTTON_CLASS =
  "inline-flex min-h-12 items-center rounded-full bg-blue px-6 font-semibold text-white hover:bg-ds-turquoise";
const LINK_CLASS =
  "inline-flex min-h-12 items-center rounded-full border-2 border-blue px-6 font-semibold text-blue hover:bg-blue hover:text-white";

/** Each view's title and text keys (`newsletter.confirmation.*` of forms.json). */
const TEXTS: Record<ConfirmationView, { title: string; text: string }> = {
  confirm: { title: "confirmTitle", text: "confirmText" },
  confirmed: { title: "confirmedTitle", text: "confirmedText" },
  alreadyConfirmed: { title: "alreadyTitle", text: "alreadyText" },
  expired: { title: "expiredTitle", text: "expiredText" },
  invalid: { title: "invalidTitle", text: "invalidText" },
};

/**
 * `/confirmar-suscripcion?codigo=…`: the newsletter's confirmation link (issue 32). A plain HTML
 * form, the same with JavaScript and without: the button posts the token to
 * /api/newsletter-confirmation, which comes back here saying it is confirmed. An expired or
 * invalid link offers the sign-up form again.
 */
export function NewsletterConfirmationView({ view, email, token, failed }: ConfirmationPageProps) {
  const { t } = useTranslation("forms");
  const { t: ts } = useTranslation("sections");
  const { locale } = useSite();
  const path = sectionPaths(locale).newsletterConfirmation;
  const texts = TEXTS[view];
  const text = (key: string) => t(`newsletter.confirmation.${key}`, { email: email ?? "", ...RAW });
  return (
    <>
      <Seo title={text("title")} path={path} noindex />
      <PrivateLink />
      <Breadcrumbs
        items={[
          { label: ts("breadcrumbs.home"), href: "/" },
          { label: text("title"), href: path },
        ]}
      />
      <PageHeader
        title={text(texts.title)}
        intro={<p role={view === "expired" || view === "invalid" ? "alert" : undefined}>{text(texts.text)}</p>}
      />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {view === "confirm" && token ? (
          <form method="post" action="/api/newsletter-confirmation" className="space-y-4">
            <input type="hidden" name={CONFIRMATION_TOKEN_PARAM} value={token} />
            {failed ? (
              <p role="alert" className="font-semibold text-danger">
                {t("errors.subscriptionFailed")}
              </p>
            ) : null}
            <button type="submit" className={BUTTON_CLASS}>
              {text("button")}
            </button>
          </form>
        ) : null}
        {view === "expired" || view === "invalid" ? (
          <div className="max-w-xl rounded-3xl bg-grey-0 p-6">
            <h2 className="mb-3 text-xl font-bold text-blue">{text("signUpAgain")}</h2>
            <NewsletterForm id="confirmacion-boletin" />
          </div>
        ) : null}
        {view === "confirmed" || view === "alreadyConfirmed" ? (
          <p>
            <SiteLink href="/" className={LINK_CLASS}>
              {t("result.home")}
            </SiteLink>
          </p>
        ) : null}
      </section>
    </>
  );
}
