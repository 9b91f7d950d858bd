import { useState, type FormEvent } from "react";
import { useRouter } from "next/router";
import { PREVIEW_EXIT_PATH } from "@/lib/preview/previewPaths";
import { refreshInPlace } from "@/lib/preview/refreshInPlace";

/** Leaves preview from a button, then refreshes the page in place (no scroll); a failure is logged and shown. */
export function useExitPreview() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const leave = async (event: FormEvent) => {
    event.preventDefault();
    setLeaving(true);
    setFailed(false);
    try {
      const response = await fetch(PREVIEW_EXIT_PATH);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await refreshInPlace(router);
    } catch (error) {
      console.error(`[preview] could not leave the preview through ${PREVIEW_EXIT_PATH}:`, error);
      setFailed(true);
    } finally {
      setLeaving(false);
    }
  };
  return { leave, leaving, failed, returnPath: router.asPath };
}
