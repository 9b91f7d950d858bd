import { NewsletterConfirmationView } from "@/forms/newsletter/NewsletterConfirmationView";
import { confirmationPageProps, type ConfirmationPageProps } from "@/forms/newsletter/confirmationPageProps";

/** A content page: no framework JavaScript in the browser (docs/decisions.md); the sign-up form is an island. */
export const config = { unstable_runtimeJS: false };

export const getServerSideProps = confirmationPageProps;

/**
 * `/confirmar-suscripcion?codigo=<token>`: the link of the newsletter's confirmation e-mail. No
 * third party on it, whatever the visitor consented to (issue 40): its URL is a private link.
 */
export default function NewsletterConfirmationPage(props: ConfirmationPageProps) {
  return <NewsletterConfirmationView {...props} />;
}
NewsletterConfirmationPage.withoutThirdParties = true;
