import { useTranslation } from "next-i18next/pages";
import { sectionPaths } from "@/config/routeTable";
import ContactRequestForm from "@/forms/contact/ContactRequestForm";
import JobApplicationForm from "@/forms/jobApplication/JobApplicationForm";
import NewsletterForm from "@/forms/newsletter/NewsletterForm";
import { SiteLink } from "@/components/common/SiteLink";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { useSite } from "@/lib/siteContext";
import type { AcceptedOutcome, RefusedOutcome } from "@/server/forms/noJs/formOutcome";
import type { FormResultPageProps } from "./formResultPageProps";
import { GRID } from "@/styles/tokens";

/** Plain values in the texts: React escapes them once. */
const RAW = { interpolation: { escapeValue: false } };

const LINK_CLASS =
  "inline-flex min-h-12 items-center rounded-full border-2 border-blue px-6 font-semibold text-blue hover:bg-blue hover:text-white";

/** The success title and text of each form, with what the outcome names. */
function useSuccessTexts(outcome: AcceptedOutcome): { title: string; text: string } {
  const { t } = useTranslation("forms");
  const values = { name: outcome.details.name ?? "", email: outcome.details.email ?? "", ...RAW };
  if (outcome.form === "contact") return { title: t("contact.successTitle"), text: t("contact.successText", values) };
  if (outcome.form === "application")
    return { title: t("application.successTitle"), text: t("application.successText", values) };
  return { title: t("newsletter.successTitle"), text: t("newsletter.success", values) };
}

function Accepted({ outcome }: { outcome: AcceptedOutcome }) {
  const { t } = useTranslation("forms");
  const { title, text } = useSuccessTexts(outcome);
  return (
    <>
      <PageHeader title={title} />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <p role="status" className="max-w-3xl text-lg">
          {text}
        </p>
        <p className="mt-8">
          <SiteLink href={outcome.returnPath} className={LINK_CLASS}>
            {t("result.back")}
          </SiteLink>
        </p>
      </section>
    </>
  );
}

/** The refused form again, with the visitor's values, the field errors and the failure message. */
function RefusedForm({ outcome }: { outcome: RefusedOutcome }) {
  const { t } = useTranslation("forms");
  if (outcome.form === "contact")
    return <ContactRequestForm gdprConsentLabel={t("contact.consent")} initial={outcome.initial} />;
  if (outcome.form === "application")
    return <JobApplicationForm offerUid={outcome.offerUid} initial={outcome.initial} />;
  return <NewsletterForm id="resultado-boletin" initial={outcome.initial} />;
}

function Refused({ outcome }: { outcome: RefusedOutcome }) {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageHeader title={t("contact.failureTitle")} />
      <div className={`${GRID.column} py-8`}>
        <div className={GRID.measure}>
          <RefusedForm outcome={outcome} />
          <p className="mt-8">
            <SiteLink href={outcome.returnPath} className="font-semibold text-blue underline underline-offset-4">
              {t("result.back")}
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}

function Expired({ backPath }: { backPath: string | null }) {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageHeader title={t("result.expiredTitle")} intro={<p>{t("result.expiredText")}</p>} />
      <section className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-8 sm:px-6">
        {backPath ? (
          <SiteLink href={backPath} className={LINK_CLASS}>
            {t("result.backToForm")}
          </SiteLink>
        ) : null}
        <SiteLink href="/" className={LINK_CLASS}>
          {t("result.home")}
        </SiteLink>
      </section>
    </>
  );
}

/**
 * `/resultado-del-envio?envio=<token>`: the result of a form sent without JavaScript (a 303 from
 * its API route): the success text, or the form again with the visitor's values and errors, or —
 * for an unknown or expired token — a page saying the result is no longer available.
 */
export function FormResultView({ outcome, backPath }: FormResultPageProps) {
  const { t } = useTranslation("forms");
  const { t: ts } = useTranslation("sections");
  const { locale } = useSite();
  const path = sectionPaths(locale).formResult;
  return (
    <>
      <Seo title={t("result.title")} path={path} noindex />
      <Breadcrumbs
        items={[
          { label: ts("breadcrumbs.home"), href: "/" },
          { label: t("result.title"), href: path },
        ]}
      />
      {outcome === null ? (
        <Expired backPath={backPath} />
      ) : outcome.ok ? (
        <Accepted outcome={outcome} />
      ) : (
        <Refused outcome={outcome} />
      )}
    </>
  );
}
