import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import Script from "next/script";
import { useRouter } from "next/router";
import * as prismic from "@prismicio/client";
import { readPreviewCookie } from "@/lib/preview/previewCookie";
import { PREVIEW_EXIT_PATH, PREVIEW_START_PATH } from "@/lib/preview/previewPaths";
import { refreshInPlace } from "@/lib/preview/refreshInPlace";

/** The bar is only downloaded by staff in preview. */
const PreviewBar = dynamic(() => import("./PreviewBar").then((module) => module.PreviewBar));

/** How often the preview cookie is looked at while the tab is visible. */
const COOKIE_CHECK_MS = 1000;

type PreviewSessionProps = {
  /** Prismic repository whose toolbar to load in preview; null on the local content service. */
  toolbarRepository: string | null;
  /** The preview ref had expired: the page shows published content. */
  expired: boolean;
};

/**
 * Starts preview when the Prismic preview cookie appears and ends it when the cookie goes (spec §4),
 * then refreshes the page without scrolling; a failed start or exit is only logged to the console.
 * Shows the preview bar in preview, and Prismic's toolbar there when content comes from Prismic.
 */
export function PreviewSession({ toolbarRepository, expired }: PreviewSessionProps) {
  const router = useRouter();
  const [hasCookie, setHasCookie] = useState(false);
  // The router object of a render is a snapshot: the cookie watcher reads the latest one.
  const latest = useRef(router);
  useEffect(() => {
    latest.current = router;
  }, [router]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let pending = false;
    let refusedCookie: string | null = null;
    const refresh = () => refreshInPlace(latest.current);

    const start = async (cookie: string | null) => {
      const response = await fetch(PREVIEW_START_PATH, { redirect: "manual", signal });
      if (response.type !== "opaqueredirect") {
        refusedCookie = cookie;
        console.error(`[preview] could not start the preview through ${PREVIEW_START_PATH} (HTTP ${response.status})`);
        return;
      }
      await refresh();
    };
    const end = async () => {
      const response = await fetch(PREVIEW_EXIT_PATH, { signal });
      if (!response.ok) {
        console.error(`[preview] could not leave the preview through ${PREVIEW_EXIT_PATH} (HTTP ${response.status})`);
        return;
      }
      await refresh();
    };
    const run = (action: () => Promise<void>) => {
      if (pending) return;
      pending = true;
      action()
        .catch((error: unknown) => {
          if (!signal.aborted) console.error("[preview]", error);
        })
        .finally(() => {
          pending = false;
        });
    };
    const check = () => {
      const cookie = readPreviewCookie(document.cookie);
      setHasCookie(cookie !== null);
      const { isPreview } = latest.current;
      if (cookie && !isPreview && cookie !== refusedCookie) run(() => start(cookie));
      else if (!cookie && isPreview) run(end);
    };

    check();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") check();
    }, COOKIE_CHECK_MS);
    window.addEventListener("focus", check, { signal });
    // Prismic's toolbar announces updates and the end of a session with these events.
    window.addEventListener("prismicPreviewUpdate", (event) => (event.preventDefault(), run(() => start(readPreviewCookie(document.cookie)))), { signal });
    window.addEventListener("prismicPreviewEnd", (event) => (event.preventDefault(), run(end)), { signal });
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, []);

  return (
    <>
      {router.isPreview ? <PreviewBar expired={expired} /> : null}
      {toolbarRepository && (router.isPreview || hasCookie) ? <Script src={prismic.getToolbarSrc(toolbarRepository)} strategy="lazyOnload" /> : null}
    </>
  );
}
