import type { GetServerSideProps } from "next";
import { loadSitePage, SECTION_NAMESPACES, type SitePageProps } from "@/lib/pageProps";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";
import { formDependencies } from "@/server/forms/pipeline/dependencies";
import { readConfirmationLink } from "./newsletterConfirmation";
import { CONFIRMATION_STATE_PARAM, CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";

/** What the confirmation page shows. */
export type ConfirmationView = "confirm" | "confirmed" | "alreadyConfirmed" | "expired" | "invalid";

export type ConfirmationPageProps = SitePageProps & {
  view: ConfirmationView;
  /** The address of a valid link (only its holder sees it: the link was mailed to it). */
  email: string | null;
  /** A valid link not used yet: its token, for the button's form. */
  token: string | null;
  /** The last press of the button did not reach the list (502): say so, and offer it again. */
  failed: boolean;
};

/** Status of each view: a link that cannot work is a 4xx page, never a 5xx. */
const STATUS: Record<ConfirmationView, number> = {
  confirm: 200,
  confirmed: 200,
  alreadyConfirmed: 200,
  expired: 410,
  invalid: 400,
};

/** The first value of a query parameter, if it is a string. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * getServerSideProps of the newsletter's confirmation page (`/confirmar-suscripcion?codigo=…`, the
 * link of the confirmation e-mail, issue 32): per request, never cached or indexed, GET and HEAD
 * only. Reading the page changes nothing (mail scanners open links): a valid link not used yet
 * shows the address and a button that posts to /api/newsletter-confirmation; a used one says it is
 * confirmed (`estado=confirmada`, right after the button) or already was; an expired one (410) or
 * one that is not valid (400: missing, altered, forged, for the other site) says so and offers the
 * sign-up form again. The layout is left empty during a content outage rather than failing.
 */
export const confirmationPageProps: GetServerSideProps<ConfirmationPageProps> = async (context) => {
  const refused = refuseWritingMethods<ConfirmationPageProps>(context.req, context.res);
  if (refused) return refused;
  const { locale, common } = await loadSitePage(context, {
    route: "/newsletter-confirmation",
    namespaces: SECTION_NAMESPACES,
    layoutDuringOutage: true,
  });
  context.res.setHeader("Cache-Control", "private, no-store");
  context.res.setHeader("X-Robots-Tag", "noindex");
  const deps = formDependencies();
  const token = single(context.query[CONFIRMATION_TOKEN_PARAM]);
  const link = readConfirmationLink(deps.config.signingSecret, token, locale);
  const state = single(context.query[CONFIRMATION_STATE_PARAM]);
  let props: Pick<ConfirmationPageProps, "view" | "email" | "token" | "failed">;
  if (link.state !== "valid") props = { view: link.state, email: null, token: null, failed: false };
  else if (await deps.newsletterLinks.used(link.id))
    props = {
      view: state === "confirmada" ? "confirmed" : "alreadyConfirmed",
      email: link.email,
      token: null,
      failed: false,
    };
  else props = { view: "confirm", email: link.email, token: token ?? null, failed: state === "error" };
  context.res.statusCode = STATUS[props.view];
  return { props: { ...common, ...props } };
};
