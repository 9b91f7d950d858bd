import type { GetServerSideProps } from "next";
import { loadSitePage, SECTION_NAMESPACES, type SitePageProps } from "@/lib/pageProps";
import { siteConfig } from "@/lib/siteConfig";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";
import type { FormOutcome } from "@/server/forms/noJs/formOutcome";
import { formResultPath, RESULT_TOKEN_PARAM } from "@/server/forms/noJs/formPages";
import { refererPath } from "@/server/http/refererPath";
import { processResults } from "@/server/forms/noJs/resultStore";

/** What the result page renders: the outcome, or null when it is unknown, expired or tampered (then `backPath`). */
export type FormResultPageProps = SitePageProps & {
  outcome: FormOutcome | null;
  /** Unknown or expired outcome: the page of this site the visitor came from (not the result page), or null. */
  backPath: string | null;
};

/** The result page holds a visitor's name, address or message: never stored by any cache. */
const RESULT_CACHE_CONTROL = "private, no-store";

/**
 * getServerSideProps of the result page of native submissions (`?envio=<token>`): the outcome kept
 * under the token (processResults: this instance's memory, or the Redis all instances share), per
 * request and never cached; a token that is missing, unknown, expired or tampered answers 200 with
 * the "no longer available" text and a link back to the page the visitor came from. GET and HEAD only.
 */
export const formResultPageProps: GetServerSideProps<FormResultPageProps> = async (context) => {
  const refused = refuseWritingMethods<FormResultPageProps>(context.req, context.res);
  if (refused) return refused;
  const { locale, common } = await loadSitePage(context, { route: "/form-result", namespaces: SECTION_NAMESPACES });
  const outcome = await processResults().get(context.query[RESULT_TOKEN_PARAM]);
  context.res.setHeader("Cache-Control", RESULT_CACHE_CONTROL);
  context.res.setHeader("X-Robots-Tag", "noindex");
  if (outcome) return { props: { ...common, outcome, backPath: null } };
  const came = refererPath(context.req, siteConfig.siteUrl);
  const backPath = came && new URL(came, "http://same-site.invalid").pathname !== formResultPath(locale) ? came : null;
  return { props: { ...common, outcome: null, backPath } };
};
