import * as prismic from "@prismicio/client";
import { useSite } from "@/lib/siteContext";
import { PreviewBar } from "./PreviewBar";
import { widgetMark } from "@/widgets/widgetContract";
import { PreviewContract, PreviewState } from "./previewContract";

type PreviewSessionProps = {
  /** Prismic repository whose toolbar to load in preview; null on the local content service. */
  toolbarRepository: string | null;
  /** The preview ref had expired: the page shows published content. */
  expired: boolean;
};

/**
 * The preview session's server side: the preview bar in preview (a page is only rendered in preview
 * per request, never cached for visitors), and for the behaviour (./preview.browser.ts) whether
 * this page is in preview and, in preview on a real Prismic repository, its toolbar's script. The
 * script watches the Prismic preview cookie to start and end preview (R4).
 */
export function PreviewSession({ toolbarRepository, expired }: PreviewSessionProps) {
  const { preview: isPreview } = useSite();
  return (
    <>
      <div
        hidden
        {...widgetMark(PreviewContract.widget)}
        {...{
          [PreviewContract.state]: isPreview ? PreviewState.on : PreviewState.off,
          [PreviewContract.toolbarSrc]:
            isPreview && toolbarRepository ? prismic.getToolbarSrc(toolbarRepository) : undefined,
        }}
      />
      {isPreview ? <PreviewBar expired={expired} /> : null}
    </>
  );
}
