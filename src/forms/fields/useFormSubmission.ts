import { useRef, useState } from "react";
import { newIdempotencyKey, postForm } from "@/forms/postForm";
import type { FormInitialState } from "@/lib/forms/initialState";
import { formText, type FormTexts } from "./formTexts";

/**
 * The message of an answer without the site's own (a network failure, a proxy's or the hosting
 * platform's page): a 413 from anything in front of the site (Vercel refuses bodies over 4.5 MB,
 * docs/deploy.md) says the site's own size message, never the generic error.
 */
function fallbackKey(status: number): "errors.network" | "errors.bodyTooLarge" | "errors.unexpected" {
  if (status === 0) return "errors.network";
  return status === 413 ? "errors.bodyTooLarge" : "errors.unexpected";
}

/**
 * Posting a form from its island, with upload progress: `send` resolves true only once the server
 * accepted it. Otherwise the failure message (the server's Spanish one, or the network, size or
 * unexpected one) and the server's field messages are kept for the form to show, and nothing the
 * visitor typed is touched. Starts from what a refused native submission left (`initial`).
 *
 * Every try of one submission carries the same idempotency key, made when the visitor first sends
 * it and kept until the server accepted it: a retry after a lost answer ("network error") is given
 * the first answer instead of being delivered twice. After a success the next submission gets a new key.
 */
export function useFormSubmission(endpoint: string, texts: FormTexts, initial?: FormInitialState) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(initial?.message ?? null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const sending = useRef(false);
  const idempotencyKey = useRef<string | null>(null);

  const send = async (body: FormData | string): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    setFailure(null);
    setServerErrors({});
    setProgress(0);
    idempotencyKey.current ??= newIdempotencyKey();
    const answer = await postForm(endpoint, body, setProgress, idempotencyKey.current);
    sending.current = false;
    setProgress(null);
    if (answer.ok) {
      idempotencyKey.current = null;
      return true;
    }
    setFailure(answer.message ?? formText(texts, fallbackKey(answer.status)));
    setServerErrors(answer.fields ?? {});
    return false;
  };

  /** Forgets the server's message for a field the visitor is changing. */
  const clearServerError = (field: string) =>
    setServerErrors((errors) =>
      field in errors ? Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)) : errors,
    );

  return { send, progress, sending: progress !== null, failure, serverErrors, clearServerError };
}
