import { contentPage } from "@/sections/document/contentPage";
import { SpontaneousApplicationView } from "@/sections/jobs/SpontaneousApplicationView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = contentPage({ route: "/job-offers/spontaneous-application", load: async () => ({}) });
export const getStaticProps = loading.getStaticProps;

/** `/trabaja-con-nosotros/formulario-solicitud`: a spontaneous application with a CV. */
export default function SpontaneousApplicationPage() {
  return <SpontaneousApplicationView />;
}
