import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import { SiteLink } from "@/components/common/SiteLink";
import { breakableText } from "@/components/common/BreakableText";
import { BrandLogo } from "./BrandLogo";
import { richTextComponents } from "@/components/common/richTextComponents";
import NewsletterForm from "@/forms/newsletter/NewsletterForm";
import { useSite } from "@/lib/siteContext";
import { ConsentSettingsButton } from "@/widgets/consent/ConsentSettingsButton";

type SiteFooterProps = { settings: Content.SettingsDocument | null; siteName: string };

/** Site footer from the CMS settings document: about text, link columns, contact, social links, legal line. */
export function SiteFooter({ settings, siteName }: SiteFooterProps) {
  const { t } = useTranslation("common");
  const { t: tf } = useTranslation("forms");
  const data = settings?.data;
  const links = (data?.footer_columns ?? []).filter((item) => item.label && prismic.isFilled.link(item.link));
  const columns = [...new Set(links.map((item) => item.column ?? ""))];
  const social = (data?.social_links ?? []).filter((item) => item.network && prismic.isFilled.link(item.link));
  const year = new Date().getFullYear();
  const { tagManagerId } = useSite();

  return (
    <footer className="mt-16 bg-blue text-white">
      {/* One newsletter form per page: when the page itself shows one (a newsletter slice, the
          refused-form or confirmation page), this sign-up gives way to it. CSS decides, from what
          the page rendered, so every page type follows without the footer knowing the page. */}
      <section
        aria-labelledby="boletin-pie"
        className="border-b border-white/20 [main:has([data-island=newsletter-form])~footer_&]:hidden"
      >
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:px-6 md:grid-cols-2 md:items-end">
          <div>
            <h2 id="boletin-pie" className="text-2xl font-bold">
              {tf("newsletter.footerTitle")}
            </h2>
            <p className="mt-1 text-white/90">{tf("newsletter.footerText")}</p>
          </div>
          <NewsletterForm tone="dark" id="boletin-pie" />
        </div>
      </section>
      {/* At lg the contact column takes its content's width, so an address fits on one line. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]">
        <div className="space-y-4">
          <span className="inline-block rounded-lg bg-white px-3 py-2">
            <BrandLogo name={siteName} />
          </span>
          {data?.tagline ? <p className="font-semibold">{data.tagline}</p> : null}
          {prismic.isFilled.richText(data?.footer_about) ? (
            <div className="space-y-2 text-sm text-white/90">
              <PrismicRichText field={data.footer_about} components={richTextComponents} />
            </div>
          ) : null}
        </div>

        {columns.length > 0 ? (
          <nav aria-label={t("a11y.footerNavigation")} className="grid gap-8 sm:grid-cols-2">
            {columns.map((column) => (
              <div key={column}>
                {column ? (
                  <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-aqua">{column}</h2>
                ) : null}
                <ul className="space-y-2">
                  {links
                    .filter((item) => (item.column ?? "") === column)
                    .map((item, index) => (
                      <li key={`${item.label}-${index}`}>
                        <SiteLink
                          field={item.link}
                          className="inline-block py-1 text-white/90 underline-offset-4 hover:text-white hover:underline"
                        >
                          {item.label}
                        </SiteLink>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}

        <div className="space-y-3 text-sm">
          <h2 className="text-sm font-bold uppercase tracking-wider text-aqua">{t("footer.contact")}</h2>
          {prismic.isFilled.richText(data?.address) ? (
            <address className="not-italic text-white/90">
              <PrismicRichText field={data.address} components={richTextComponents} />
            </address>
          ) : null}
          {data?.phone ? (
            <p>
              <span className="sr-only">{t("footer.phone")}: </span>
              <a className="underline-offset-4 hover:underline" href={`tel:${data.phone.replace(/[^\d+]/g, "")}`}>
                {data.phone}
              </a>
            </p>
          ) : null}
          {data?.email ? (
            <p>
              <span className="sr-only">{t("footer.email")}: </span>
              <a className="underline-offset-4 hover:underline" href={`mailto:${data.email}`}>
                {breakableText(data.email)}
              </a>
            </p>
          ) : null}
          {social.length > 0 ? (
            <ul aria-label={t("a11y.socialNavigation")} className="flex flex-wrap gap-3 pt-2">
              {social.map((item) => (
                <li key={item.network}>
                  <SiteLink
                    field={item.link}
                    className="inline-block rounded-full border border-white/40 px-3 py-1 hover:bg-white hover:text-blue"
                  >
                    {item.network}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-white/80 sm:px-6">
          {data?.legal_notice ? <p>{data.legal_notice}</p> : null}
          <p>
            © {year} {(data?.copyright || siteName).replace(/\.$/, "")}. {t("footer.rights")}
          </p>
          {tagManagerId ? (
            <p>
              <ConsentSettingsButton />
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
