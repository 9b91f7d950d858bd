import { previewAuthProps, type PreviewAuthProps } from "@/preview/auth/previewAuthProps";
import { PreviewAuthView } from "@/preview/auth/PreviewAuthView";

/** No framework JavaScript in the browser: whether preview is on comes from the props (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewAuthProps;

/** Staff page about preview access (src/preview/auth/). */
export default function AuthPage(props: PreviewAuthProps) {
  return <PreviewAuthView {...props} />;
}

/** No tag manager, no support chat on this staff page. */
AuthPage.withoutThirdParties = true;
