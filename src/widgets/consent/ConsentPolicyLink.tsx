import { useTranslation } from "next-i18next/pages";
import { documentPath } from "@/config/routeTable";
import { SiteLink } from "@/components/common/SiteLink";
import { useSite } from "@/lib/siteContext";

/** The legal page (CMS page `politica-de-cookies`) that explains each cookie. */
const COOKIE_POLICY_UID = "politica-de-cookies";

/** "Más información en la política de cookies", to this locale's cookie policy page. */
export function ConsentPolicyLink({ className }: { className: string }) {
  const { t } = useTranslation("common");
  const { locale } = useSite();
  return (
    <SiteLink href={documentPath({ type: "page", uid: COOKIE_POLICY_UID, lang: locale }) ?? "/"} className={className}>
      {t("consent.policy")}
    </SiteLink>
  );
}
