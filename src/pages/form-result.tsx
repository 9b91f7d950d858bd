import { FormResultView } from "@/forms/FormResultView";
import { formResultPageProps, type FormResultPageProps } from "@/forms/formResultPageProps";

/** A content page: no framework JavaScript in the browser (docs/decisions.md); the forms are islands. */
export const config = { unstable_runtimeJS: false };

export const getServerSideProps = formResultPageProps;

/**
 * `/resultado-del-envio?envio=<token>`: the result of a form sent without JavaScript. Its token opens
 * the requester's name and address for 10 minutes: no third party on it (issue 40).
 */
export default function FormResultPage(props: FormResultPageProps) {
  return <FormResultView {...props} />;
}
FormResultPage.withoutThirdParties = true;
